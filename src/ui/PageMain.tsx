import { createContext, type HTMLAttributes, type ReactNode, useContext } from 'react';

/** True inside a screen that already is the page's main landmark (the desktop account panel). */
const InsideMain = createContext(false);

export function InsideMainLandmark({ children }: { children: ReactNode }) {
  return <InsideMain.Provider value>{children}</InsideMain.Provider>;
}

/** Whether the screen is shown inside another page (a desktop account tab). */
export function useInsideMain(): boolean {
  return useContext(InsideMain);
}

/**
 * A screen's main landmark: <main> on its own page, a plain <div> when the screen is shown inside
 * another page's <main> (one main landmark per page).
 */
export function PageMain(props: HTMLAttributes<HTMLElement>) {
  const inside = useContext(InsideMain);
  return inside ? <div {...props} /> : <main {...props} />;
}

/** A screen's title: its page's h1, or an h2 under the page's own h1 when shown inside another page. */
export function PageTitle(props: HTMLAttributes<HTMLHeadingElement>) {
  const inside = useContext(InsideMain);
  return inside ? <h2 {...props} /> : <h1 {...props} />;
}
