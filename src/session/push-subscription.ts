/**
 * The browser's push subscription ends with the session on this device: the server dropped its copy
 * with the login (server/routes/push.ts), and the next player of this browser starts with none.
 */
export async function endPushSubscription(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const reg = await navigator.serviceWorker.getRegistration();
    await (await reg?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    /* nothing to end here */
  }
}
