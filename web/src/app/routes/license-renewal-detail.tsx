export default function LicenseRenewalDetailPage() {
  return null;
}
