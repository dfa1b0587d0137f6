import { useEffect } from 'react';
import { PRODUCT_NAME } from '@app/shared';

/** Sets `<title> | Candor` while the page is shown (the shell leaves guide titles to us). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);
}
