import { useLogo } from '../site';

export function AuthLogo() {
  const logo = useLogo();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 60, margin: '8px 0 16px' }}>
      {logo ? <img src={logo.mobile_logo} alt="TakaPlay" width={200} height={50} /> : <span style={{ fontSize: 28, fontWeight: 800 }}>TakaPlay</span>}
    </div>
  );
}
