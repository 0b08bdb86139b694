import { randomBytes } from 'node:crypto';
import { type DigitLang, localDigits } from '../../src/lib/digits';
import { formatTaka } from '../../src/lib/money';

/**
 * The game frame of the demo provider (server/provider/): a slot machine or a crash game drawn on a
 * canvas by one inline script (nonce-locked by a strict CSP). It plays with the player's real balance:
 * every round is decided and settled by the provider's server (the script only shows it), its only
 * network calls go to the provider's own origin, and after a round it tells the app (postMessage to
 * the app's origin only) the new balance. No third-party code, no access to the parent page.
 * It speaks the player's language (the launch passes it) and writes taka as the app does: "৳ 4,550.00",
 * in Bangla "৳ ৪,৫৫০.০০" (the provider's refusals are shown as it words them).
 */
export interface DemoGame {
  kind: 'slot' | 'crash' | 'sports';
  title: string;
  player: string;
  /** the player's balance (decimal string) when the game opens; absent for sports */
  balance?: string;
  /** the app's origin: the only one the frame posts messages to */
  appOrigin?: string;
  /** growth per second of the crash multiplier (server/provider/games.ts) */
  crashRate?: number;
}

const WORDS = {
  en: {
    realBalance: 'Real balance',
    demo: 'Demo',
    sportsLobby: 'Sports lobby',
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    bet: 'Bet',
    cashOut: 'Cash out',
    win: 'Win',
    noWin: 'No win',
    cashedOut: 'Cashed out at {m}x: {w}',
    crashedAt: 'Crashed at {p}x',
    network: 'Network error. Nothing was charged; please try again.',
  },
  bn: {
    realBalance: 'আসল ব্যালেন্স',
    demo: 'ডেমো',
    sportsLobby: 'স্পোর্টস লবি',
    balance: 'ব্যালেন্স',
    stake: 'স্টেক',
    spin: 'স্পিন',
    bet: 'বাজি',
    cashOut: 'ক্যাশ আউট',
    win: 'জয়',
    noWin: 'জয় নেই',
    cashedOut: '{m}x-এ ক্যাশ আউট: {w}',
    crashedAt: '{p}x-এ ক্র্যাশ',
    network: 'নেটওয়ার্ক সমস্যা। কোনো টাকা কাটা হয়নি; আবার চেষ্টা করুন।',
  },
} as const;

/**
 * The page script's taka: the wire's "4550.00" as the app writes it (src/lib/money.ts formatTaka,
 * whose output the server renders the first balance with), and its digits in Bangla on a Bangla page.
 */
const MONEY = `
function D(s){s=String(s);return BN?s.replace(/[0-9]/g,function(d){return String.fromCharCode(0x09e6+Number(d));}):s;}
function money(a){var m=/^(-?)(\\d+)\\.(\\d{2})$/.exec(String(a));if(!m)return D(a);var i=m[2],g=i.length>3?i.slice(0,-3).replace(/\\B(?=(\\d{2})+$)/g,',')+','+i.slice(-3):i;return (m[1]?'-':'')+'৳ '+D(g+'.'+m[3]);}
`;

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** connectTo: the provider's origin, the one place the frame's script may call. */
export function demoGameCsp(nonce: string, connectTo?: string): string {
  return [
    "default-src 'none'",
    ...(connectTo ? [`connect-src ${connectTo}`] : []),
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%;background:#0b1320;color:#f2f4f7;font-family:system-ui,sans-serif}
main{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;min-height:100%;padding:16px;text-align:center}
h1{font-size:20px;margin:0;color:#ffd000}p{margin:0;color:#a9b6c3;font-size:14px}
canvas{width:min(92vw,420px);height:auto;border-radius:16px;background:#17232f;border:1px solid #2c3e50}
button{min-height:48px;min-width:160px;border:0;border-radius:999px;background:#ffd000;color:#1a1400;font-size:18px;font-weight:800;cursor:pointer}
button:disabled{opacity:.5}select{min-height:44px;min-width:88px;font-size:16px;border-radius:8px;background:#17232f;color:#f2f4f7;border:1px solid #2c3e50}label.row{align-items:center}.row{display:flex;gap:18px;font-weight:700}.win{color:#3ddc84}
`;

/** Shared by both games: the session from the address, one request id per press, calls, the message. */
const COMMON = `
const $=(i)=>document.getElementById(i),c=$('c'),x=c.getContext('2d'),b=$('b'),bal=$('bal'),m=$('m'),st=$('stake');
const session=location.pathname.split('/').pop(),app=document.body.dataset.app||'';
function rid(){const a=new Uint8Array(16);crypto.getRandomValues(a);return Array.from(a,(v)=>v.toString(16).padStart(2,'0')).join('');}
function tell(balance){if(balance){bal.textContent=money(balance);if(app)parent.postMessage({type:'takaplay:balance',balance:balance},app);}}
async function post(path,body){try{const r=await fetch('/api/provider/'+path,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(Object.assign({session:session},body))});return await r.json();}catch(e){return {ok:false,message:T.network};}}
`;

const SLOT = `
const s=['7','$','★','♦','♣','♥'];let reels=['7','7','7'],busy=false;
function draw(off){x.clearRect(0,0,360,200);for(let i=0;i<3;i++){x.fillStyle='#1f2e3c';x.fillRect(20+i*112,30,96,140);x.fillStyle=reels[i]==='7'?'#ffd000':'#f2f4f7';x.font='bold 64px system-ui';x.textAlign='center';x.textBaseline='middle';x.fillText(reels[i],68+i*112,100+(off?off[i]:0));}}
async function spin(){if(busy)return;busy=true;b.disabled=true;st.disabled=true;m.textContent='';
const iv=setInterval(()=>{reels=reels.map(()=>s[Math.floor(Math.random()*s.length)]);draw([0,0,0].map(()=>Math.random()*8-4));},60);
const a=await post('slot/spin',{stake:Number(st.value),request_id:rid()});clearInterval(iv);
if(a.ok){reels=a.reels;m.textContent=Number(a.win)>0?T.win+' '+money(a.win):T.noWin;m.dataset.win=a.win;tell(a.balance);}else{m.textContent=a.message;if(a.balance)bal.textContent=money(a.balance);}
draw();busy=false;b.disabled=false;st.disabled=false;}
b.addEventListener('click',spin);draw();
`;

const CRASH = `
let state='idle',round='',start=0,mult=1,pts=[],busy=false;
function draw(){x.clearRect(0,0,360,200);x.strokeStyle='#2c3e50';x.beginPath();x.moveTo(20,180);x.lineTo(340,180);x.moveTo(20,180);x.lineTo(20,20);x.stroke();x.strokeStyle=state==='crashed'?'#ff6b6b':'#3ddc84';x.lineWidth=3;x.beginPath();pts.forEach((p,i)=>i?x.lineTo(p[0],p[1]):x.moveTo(p[0],p[1]));x.stroke();x.lineWidth=1;x.fillStyle=state==='crashed'?'#ff6b6b':'#ffd000';x.font='bold 40px system-ui';x.textAlign='center';x.fillText(D(mult.toFixed(2))+'x',190,90);}
function idle(){b.textContent=T.bet;b.disabled=false;st.disabled=false;busy=false;}
function tick(){if(state!=='flying')return;const t=(performance.now()-start)/1000;mult=Math.floor(100*Math.exp(RATE*t))/100;pts.push([20+Math.min(320,t*40),180-Math.min(160,(mult-1)*40)]);draw();requestAnimationFrame(tick);}
async function watch(){while(state==='flying'){await new Promise((r)=>setTimeout(r,300));if(state!=='flying')return;const a=await post('crash/state',{round_id:round});if(a.ok&&a.state==='crashed'&&state==='flying'){state='crashed';mult=Number(a.point);m.textContent=T.crashedAt.replace('{p}',D(a.point));draw();idle();}}}
async function press(){if(busy)return;busy=true;b.disabled=true;
if(state==='flying'){const a=await post('crash/cashout',{round_id:round});if(a.ok){state='cashed';mult=Number(a.multiplier);m.textContent=T.cashedOut.replace('{m}',D(a.multiplier)).replace('{w}',money(a.win));tell(a.balance);}else{state='crashed';if(a.point)mult=Number(a.point);m.textContent=a.message;}draw();idle();return;}
st.disabled=true;m.textContent='';const a=await post('crash/bet',{stake:Number(st.value),request_id:rid()});
if(!a.ok){m.textContent=a.message;if(a.balance)bal.textContent=money(a.balance);idle();return;}
round=a.round_id;tell(a.balance);mult=1;pts=[];start=performance.now();state='flying';b.textContent=T.cashOut;b.disabled=false;busy=false;requestAnimationFrame(tick);watch();}
b.addEventListener('click',press);draw();
`;

/** The sports lobby stand-in has nothing to play here. */
const SPORTS = '';

export function demoGamePage(game: DemoGame, nonce: string, lang: DigitLang = 'en'): string {
  const w = WORDS[lang];
  const play = game.kind !== 'sports';
  const head = `const T=${JSON.stringify(w)},BN=${lang === 'bn'};${MONEY}`;
  const script =
    game.kind === 'crash' ? `${head}const RATE=${Number(game.crashRate ?? 0.25)};${COMMON}${CRASH}` : game.kind === 'slot' ? `${head}${COMMON}${SLOT}` : SPORTS;
  const button = game.kind === 'crash' ? w.bet : w.spin;
  const stakes = [10, 20, 50, 100, 500].map((n) => `<option value="${n}">${localDigits(formatTaka(n).replace(/\.00$/, ''), lang)}</option>`).join('');
  const controls = play
    ? `<div class="row"><span>${w.balance}: <span id="bal">${esc(formatTaka(game.balance ?? '0.00', lang))}</span></span><span id="m" class="win" aria-live="polite"></span></div>
<label class="row" for="stake">${w.stake} <select id="stake">${stakes}</select></label>
<button id="b" type="button">${button}</button>`
    : `<p id="m" aria-live="polite">${w.sportsLobby}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(game.title)}</title><style nonce="${nonce}">${STYLE}</style></head><body data-app="${esc(game.appOrigin ?? '')}"><main>
<h1>${esc(game.title)}</h1><p>${play ? w.realBalance : w.demo} · ${esc(game.player)}</p>
<canvas id="c" width="360" height="200" role="img" aria-label="${esc(game.title)}"></canvas>
${controls}</main>
<script nonce="${nonce}">${script}</script></body></html>`;
}

export function demoErrorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Game</title></head><body><p>${esc(message)}</p></body></html>`;
}
