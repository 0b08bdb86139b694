import { randomBytes } from 'node:crypto';

/**
 * The small demo games the reference API opens for POST /api/game-run: a slot machine or a crash
 * game, drawn on a canvas by one inline script (nonce-locked by a strict CSP), with play credits only.
 * No third-party code, no network calls, no access to the parent page.
 */
export interface DemoGame {
  kind: 'slot' | 'crash' | 'sports';
  title: string;
  player: string;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function demoGameCsp(nonce: string): string {
  return [
    "default-src 'none'",
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
button:disabled{opacity:.5}.row{display:flex;gap:18px;font-weight:700}.win{color:#3ddc84}
`;

const SLOT = `
const s=['7','★','♦','♣','♥','$'],c=document.getElementById('c'),x=c.getContext('2d'),b=document.getElementById('b'),cr=document.getElementById('cr'),m=document.getElementById('m');
let credits=1000,reels=['7','7','7'],spinning=false;
function draw(off){x.clearRect(0,0,360,200);for(let i=0;i<3;i++){x.fillStyle='#1f2e3c';x.fillRect(20+i*112,30,96,140);x.fillStyle=reels[i]==='7'?'#ffd000':'#f2f4f7';x.font='bold 64px system-ui';x.textAlign='center';x.textBaseline='middle';x.fillText(reels[i],68+i*112,100+(off?off[i]:0));}}
function spin(){if(spinning||credits<10)return;spinning=true;b.disabled=true;credits-=10;cr.textContent=credits;m.textContent='';let t=0;const iv=setInterval(()=>{t++;reels=reels.map((r,i)=>t<8+i*4?s[Math.floor(Math.random()*s.length)]:r);draw([0,0,0].map(()=>Math.random()*8-4));if(t>=8+2*4){clearInterval(iv);draw();const w=reels[0]===reels[1]&&reels[1]===reels[2]?200:reels[0]===reels[1]||reels[1]===reels[2]?20:0;credits+=w;cr.textContent=credits;m.textContent=w?'+'+w:'';spinning=false;b.disabled=credits<10;}},60);}
b.addEventListener('click',spin);draw();
`;

const CRASH = `
const c=document.getElementById('c'),x=c.getContext('2d'),b=document.getElementById('b'),cr=document.getElementById('cr'),m=document.getElementById('m');
let credits=1000,state='idle',mult=1,crashAt=2,start=0,stake=10,pts=[];
function draw(){x.clearRect(0,0,360,200);x.strokeStyle='#2c3e50';x.beginPath();x.moveTo(20,180);x.lineTo(340,180);x.moveTo(20,180);x.lineTo(20,20);x.stroke();x.strokeStyle=state==='crashed'?'#ff6b6b':'#3ddc84';x.lineWidth=3;x.beginPath();pts.forEach((p,i)=>i?x.lineTo(p[0],p[1]):x.moveTo(p[0],p[1]));x.stroke();x.lineWidth=1;x.fillStyle=state==='crashed'?'#ff6b6b':'#ffd000';x.font='bold 40px system-ui';x.textAlign='center';x.fillText(mult.toFixed(2)+'x',190,90);}
function tick(){if(state!=='flying')return;const t=(performance.now()-start)/1000;mult=Math.pow(1.12,t*2.2);pts.push([20+Math.min(320,t*40),180-Math.min(160,(mult-1)*40)]);if(mult>=crashAt){mult=crashAt;state='crashed';b.textContent='Bet 10';m.textContent='Crashed';b.disabled=credits<10;}draw();if(state==='flying')requestAnimationFrame(tick);}
b.addEventListener('click',()=>{if(state==='flying'){const w=Math.floor(stake*mult);credits+=w;cr.textContent=credits;m.textContent='+'+w;state='cashed';b.textContent='Bet 10';return;}if(credits<10)return;credits-=stake;cr.textContent=credits;m.textContent='';crashAt=1+Math.random()*4;mult=1;pts=[];start=performance.now();state='flying';b.textContent='Cash out';requestAnimationFrame(tick);});draw();
`;

export function demoGamePage(game: DemoGame, nonce: string): string {
  const script = game.kind === 'crash' ? CRASH : SLOT;
  const button = game.kind === 'crash' ? 'Bet 10' : 'Spin 10';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(game.title)}</title><style nonce="${nonce}">${STYLE}</style></head><body><main>
<h1>${esc(game.title)}</h1><p>Demo game · play credits only · ${esc(game.player)}</p>
<canvas id="c" width="360" height="200" role="img" aria-label="${esc(game.title)}"></canvas>
<div class="row"><span>Credits: <span id="cr">1000</span></span><span id="m" class="win" aria-live="polite"></span></div>
<button id="b" type="button">${button}</button></main>
<script nonce="${nonce}">${script}</script></body></html>`;
}

export function demoErrorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Game</title></head><body><p>${esc(message)}</p></body></html>`;
}
