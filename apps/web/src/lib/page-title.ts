import { createContext, useContext, useEffect } from 'react';

/** Sets the page's own title, or with undefined goes back to the route table's. */
export type SetPageTitle = (title: string | undefined) => void;

/**
 * The page frame's way to take a page's own title (app/page-frame.tsx provides it). Outside a frame, as when a test
 * renders a page alone, the title goes straight to the browser tab.
 */
export const PageTitleContext = createContext<SetPageTitle>((title) => {
  if (title !== undefined) document.title = title;
});

/**
 * Names the page in its title bar and browser tab instead of the route table's title while it is shown (editing
 * rather than adding, a goods's name); undefined keeps the route's title, as when the name is still loading.
 */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (title === undefined) return;
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
}
