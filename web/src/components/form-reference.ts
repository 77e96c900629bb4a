// Plain functions, no zod: pages with a reference field load the schema only with their form's
// (form-reference-schema.ts).

/**
 * "app-7k3q9d", " APP 7K3Q9D " and "7k3q9d" all become "APP-7K3Q9D": people copy references
 * from emails and read them over the phone.
 */
export function normaliseReference(value: string): string {
  const compact = value.toUpperCase().replace(/[\s-]+/g, '');
  if (/^[A-Z0-9]{6}$/.test(compact)) return `APP-${compact}`;
  if (/^APP[A-Z0-9]{6}$/.test(compact)) return `APP-${compact.slice(3)}`;
  return value.trim().toUpperCase();
}

/** register() options that show the normalised reference once the field is left. */
export function normaliseOnBlur(setReference: (value: string) => void) {
  return {
    onBlur: (event: { target: HTMLInputElement }) => {
      if (event.target.value) setReference(normaliseReference(event.target.value));
    },
  };
}
