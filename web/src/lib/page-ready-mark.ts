import { useEffect } from 'react';

/**
 * Marks the page as live (`<html data-app-ready>`) once React has committed the route's page, rendered or hydrated:
 * on a server-rendered page, controls are on screen before they respond, and browser tests wait for this mark before
 * they type. Renders nothing, so a hydrated tree matches the server's.
 */
export function PageReadyMark(): null {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
