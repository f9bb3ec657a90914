import { useEffect, useState } from 'react';
import { firstInteraction } from './first-interaction';

/** False until the visitor first interacts with the page (always true after that, and for the rest of the visit). */
export function useVisitorInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstInteraction?.then(() => mounted && setInteracted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return interacted;
}
