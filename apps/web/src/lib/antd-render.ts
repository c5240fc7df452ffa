import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile's imperative Toast and Dialog look for the React 18 render API; React 19 needs createRoot. Imported with
// them (lazily), so its render helpers stay off the first load.
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { reactRoot?: Root };
  host.reactRoot ??= createRoot(container);
  const root = host.reactRoot;
  root.render(node);
  return async () => {
    // Unmounting inside React's own render pass warns; wait a tick first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
