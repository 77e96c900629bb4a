import type { SVGProps } from 'react';

// Small line icons (24x24, currentColor) for the sidebar and header; decorative only.
const PATHS = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  userPlus: 'M15 19a6 6 0 0 0-12 0M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M19 8v6M16 11h6',
  clipboard: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5',
  fileText: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  briefcase: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
  badge: 'M12 3l7 3v6c0 4-3 7-7 9-4-2-7-5-7-9V6zM9 12l2 2 4-4',
  message: 'M4 5h16v11H9l-5 4z',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  users:
    'M16 19a5 5 0 0 0-10 0M11 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M21 19a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  bank: 'M3 9l9-5 9 5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 20, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/**
 * The centre's mark, drawn inline: an `<img>` of /icons/icon.svg (the same drawing, kept for the
 * web app manifest and drawn as the PNG icons by scripts/render-icons.mjs) makes the browser build an SVG document of its own, a
 * 20-80 ms task on a phone slowed 4x after every page's first paint. Decorative: the brand's
 * name stands beside it.
 */
export function BrandMark({ size = 32, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 512 512"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <rect width="512" height="512" rx="96" fill="#0f5e4b" />
      <circle cx="256" cy="200" r="70" fill="#f6c445" />
      <path
        d="M120 392c18-72 74-116 136-116s118 44 136 116"
        fill="none"
        stroke="#ffffff"
        strokeWidth="36"
        strokeLinecap="round"
      />
    </svg>
  );
}
