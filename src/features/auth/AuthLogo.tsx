import { useLogo } from '../site';

/** The site logo from the logo answer (mobile_logo); the brand in text until it is known. */
export function AuthLogo() {
  const logo = useLogo();
  const src = logo?.mobile_logo;
  return (
    <div className="auth-logo">
      {src && /^(\/(?![/\\])|https:\/\/)/.test(src) ? (
        <img src={src} alt="TakaPlay" width={192} height={48} />
      ) : (
        <span className="auth-logo-text" role="img" aria-label="TakaPlay">
          <b>Taka</b>Play
        </span>
      )}
    </div>
  );
}
