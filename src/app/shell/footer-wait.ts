/**
 * The height the phone footer's place keeps until it is drawn: the box RenderLater holds before the
 * footer's code is loaded, and the footer's own box while its first answers are on their way. One
 * height for both, so nothing below the page's content moves when one gives way to the other.
 */
export const FOOTER_WAIT_PX = 400;
