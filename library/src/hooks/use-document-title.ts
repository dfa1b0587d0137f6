import { useEffect } from 'react';
import { PRODUCT_NAME } from '@app/shared';

/** Sets `<title> | Candor` while the page is shown (the shell leaves the titles of hubs and guides to us). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);
}
