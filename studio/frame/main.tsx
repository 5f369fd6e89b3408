// A preview frame (/__studio/frame): the app's styles and a screen drawn as the studio page asks
// (studio:render). A frame of its own per language and width: the app's CSS and its media queries
// apply as on a phone or a desktop, and each screen has the page's ids to itself.
import { createRoot } from 'react-dom/client';
import { FramePreview } from './FramePreview.js';
import type { RenderRequest } from './protocol.js';
import 'virtual:branding.css';
import '../../widgets/widgets.css';
import '../../renderer/react/app.css';

const root = createRoot(document.getElementById('frame')!);
window.addEventListener('message', (e: MessageEvent<RenderRequest>) => {
  if (e.origin !== window.location.origin || e.data?.type !== 'studio:render') return;
  root.render(<FramePreview req={e.data} />);
});
window.parent.postMessage({ type: 'studio:ready' }, window.location.origin);
