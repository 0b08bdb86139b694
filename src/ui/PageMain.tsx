import { createContext, type HTMLAttributes, type ReactNode, useContext } from 'react';

/** True inside a screen that already is the page's main landmark (the desktop account panel). */
const InsideMain = createContext(false);

export function InsideMainLandmark({ children }: { children: ReactNode }) {
  return <InsideMain.Provider value>{children}</InsideMain.Provider>;
}

/**
 * A screen's main landmark: <main> on its own page, a plain <div> when the screen is shown inside
 * another page's <main> (one main landmark per page).
 */
export function PageMain(props: HTMLAttributes<HTMLElement>) {
  const inside = useContext(InsideMain);
  return inside ? <div {...props} /> : <main {...props} />;
}
