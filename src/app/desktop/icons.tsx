/** Small inline icons for the desktop chrome (decorative: the links carry their own names). */
type P = { size?: number };

/** The shared 24-unit box, hidden from assistive technology. */
function Svg({ size, children }: { size: number; children: React.ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function WhatsAppIcon({ size = 18 }: P) {
  return (
    <Svg size={size}>
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z"
      />
    </Svg>
  );
}

export function FacebookIcon({ size = 18 }: P) {
  return (
    <Svg size={size}>
      <path
        fill="currentColor"
        d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z"
      />
    </Svg>
  );
}

export function MailIcon({ size = 18 }: P) {
  return (
    <Svg size={size}>
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M3 6h18v12H3z M3 7l9 6 9-6" />
    </Svg>
  );
}

export function TelegramIcon({ size = 18 }: P) {
  return (
    <Svg size={size}>
      <path
        fill="currentColor"
        d="M21.5 3.5 2.7 10.8c-1.3.5-1.3 1.2-.2 1.5l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.8c.3-1.3-.5-1.9-1.3-1.5zM9 13.4l8.9-5.6c.4-.3.8-.1.5.2l-7.3 6.6-.3 3.2z"
      />
    </Svg>
  );
}

export function ClockIcon({ size = 16 }: P) {
  return (
    <Svg size={size}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function ReloadIcon({ size = 16 }: P) {
  return (
    <Svg size={size}>
      <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

export function ChevronIcon({ size = 12 }: P) {
  return (
    <Svg size={size}>
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </Svg>
  );
}

/** The sponsor's crest: drawn here, no third-party art. */
export function SponsorLogo() {
  return (
    <svg width="140" height="40" viewBox="0 0 140 40" aria-hidden="true" focusable="false">
      <path d="M20 2 34 8v11c0 9-6 16-14 19C12 35 6 28 6 19V8z" fill="#0c4a2f" stroke="#ffd000" strokeWidth="2" />
      <circle cx="20" cy="19" r="6" fill="#ffd000" />
      <path d="M17 19h6M20 16v6" stroke="#0c4a2f" strokeWidth="2" />
      <text x="42" y="17" fontFamily="sans-serif" fontSize="10" fill="#a9b6c3" letterSpacing="1">
        OFFICIAL
      </text>
      <text x="42" y="31" fontFamily="sans-serif" fontSize="12" fontWeight="700" fill="#f2f4f7">
        DHAKA TIGERS
      </text>
    </svg>
  );
}
