import { useLogo } from '../site';
import { imageSrc } from '../../api';
import { AUTH_LOGO_SIZE } from './logo-size';

/** The site logo from the logo answer (mobile_logo); the brand in text until it is known. */
export function AuthLogo() {
  const logo = useLogo();
  const src = imageSrc(logo?.mobile_logo);
  return (
    <div className="auth-logo">
      {src ? (
        <img src={src} alt="TakaPlay" width={AUTH_LOGO_SIZE.width} height={AUTH_LOGO_SIZE.height} />
      ) : (
        <span className="auth-logo-text" role="img" aria-label="TakaPlay">
          <b>Taka</b>Play
        </span>
      )}
    </div>
  );
}
