/**
 * How the admin sees an applicant's CV (docs/decisions/007-cv-preview.md). The CV is free text
 * typed by a visitor, so it is treated as hostile: only a clean http(s) URL ever becomes a link,
 * and only a few known viewers are ever framed. See docs/decisions/007-cv-preview.md.
 */

/** Where a preview comes from: a provider's viewer page in a frame, or an image. */
export type CvProvider = 'google-drive' | 'onedrive' | 'sharepoint' | 'dropbox' | 'image' | 'pdf';

export type CvPreview =
  /** Not a URL (or not a safe one): show it as text, never as a link. */
  | { kind: 'text'; text: string }
  /** An http(s) URL without a preview here: offer it to open in a new tab. */
  | { kind: 'link'; href: string }
  /** A preview: `embedUrl` goes in a sandboxed iframe (viewer pages) or an img (images). */
  | { kind: 'embed'; href: string; embedUrl: string; provider: CvProvider; element: 'iframe' | 'img' };

/**
 * The origins whose viewer pages the detail screen frames. The API's CSP `frame-src` is built
 * from this list, so a frame can only ever show one of them.
 */
export const CV_FRAME_ORIGINS = [
  'https://drive.google.com',
  'https://docs.google.com',
  'https://onedrive.live.com',
  'https://*.sharepoint.com',
] as const;

/** C0/C1 control characters and any whitespace: a value containing them is never a link. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\s]/u;
const HTTP_PREFIX = /^https?:\/\//i;
const IMAGE_FILE = /\.(jpe?g|png|gif|webp)$/i;
const PDF_FILE = /\.pdf$/i;

/**
 * PDFs are shown through Google's document viewer: an HTML page that renders the file and works in
 * a sandboxed frame (Chromium refuses to render a raw PDF in one). See docs/decisions/010.
 */
export const PDF_VIEWER = 'https://docs.google.com/viewer';

function pdfViewer(file: URL): string {
  const viewer = new URL(PDF_VIEWER);
  viewer.searchParams.set('url', file.href);
  viewer.searchParams.set('embedded', 'true');
  return viewer.href;
}
const FILE_ID = /^[\w-]{10,200}$/;
const DROPBOX_HOSTS = new Set(['www.dropbox.com', 'dropbox.com', 'dl.dropbox.com', 'dl.dropboxusercontent.com']);
const SHAREPOINT_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.sharepoint\.com$/;

/** The value as a clean http(s) URL without credentials, or null. */
export function safeHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!HTTP_PREFIX.test(trimmed) || UNSAFE_CHARS.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url;
}

/** The link shown for a CV in the list ('Ver CV'): a safe http(s) URL, else null (shown as text). */
export function cvLinkHref(value: unknown): string | null {
  return safeHttpUrl(value)?.href ?? null;
}

function lastPathSegment(url: URL): string {
  const segment = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function googleViewer(url: URL): string | null {
  if (url.hostname === 'drive.google.com') {
    const fromPath = /^\/file\/(?:u\/\d+\/)?d\/([^/]+)/.exec(url.pathname)?.[1];
    const fromQuery = url.pathname === '/open' || url.pathname === '/uc' ? url.searchParams.get('id') : null;
    const id = fromPath ?? fromQuery;
    return id && FILE_ID.test(id) ? `https://drive.google.com/file/d/${id}/preview` : null;
  }
  if (url.hostname === 'docs.google.com') {
    const m = /^\/(document|spreadsheets|presentation)\/(?:u\/\d+\/)?d\/([^/]+)/.exec(url.pathname);
    return m && FILE_ID.test(m[2]!) ? `https://docs.google.com/${m[1]}/d/${m[2]}/preview` : null;
  }
  return null;
}

function oneDriveViewer(url: URL): string | null {
  if (url.hostname !== 'onedrive.live.com') return null;
  const page = url.pathname.toLowerCase();
  if (!['/view.aspx', '/edit.aspx', '/redir', '/redir.aspx', '/embed'].includes(page)) return null;
  const resid = url.searchParams.get('resid');
  if (!resid) return null;
  const embed = new URL('https://onedrive.live.com/embed');
  for (const key of ['cid', 'resid', 'authkey']) {
    const v = url.searchParams.get(key);
    if (v) embed.searchParams.set(key, v);
  }
  embed.searchParams.set('em', '2');
  return embed.href;
}

function sharePointViewer(url: URL): string | null {
  if (!SHAREPOINT_HOST.test(url.hostname)) return null;
  // Sharing links of documents (:w: Word, :x: Excel, :p: PowerPoint, :b: PDF), or the Office viewer page.
  const isDocument =
    /^\/:[wxpb]:\//i.test(url.pathname) || /\/_layouts\/15\/(doc|wopiframe)\.aspx$/i.test(url.pathname);
  if (!isDocument) return null;
  const embed = new URL(url.href);
  embed.protocol = 'https:';
  embed.hash = '';
  embed.searchParams.set('action', 'embedview');
  return embed.href;
}

/** Dropbox file links in their raw form (the file itself instead of Dropbox's page), else null. */
function dropboxRaw(url: URL): URL | null {
  if (!DROPBOX_HOSTS.has(url.hostname)) return null;
  const raw = new URL(url.href);
  raw.protocol = 'https:';
  raw.hash = '';
  if (url.hostname === 'dl.dropboxusercontent.com' || url.hostname === 'dl.dropbox.com') return raw;
  if (!/^\/(s|scl\/fi)\//.test(url.pathname)) return null; // folders (/sh/, /scl/fo/) have no raw form
  raw.searchParams.delete('dl');
  raw.searchParams.set('raw', '1');
  return raw;
}

/**
 * Decides how to show a CV:
 * - Google Drive / Docs file links → their `/preview` page in a frame;
 * - OneDrive (`view.aspx`, `redir`…) → its `embed` page; SharePoint document links → `action=embedview`;
 * - Dropbox file links → the raw form (`raw=1`): images are shown, PDFs framed as below, other files
 *   open in a new tab;
 * - https images (jpg, png, gif, webp) → shown as they are;
 * - `.pdf` links on any http(s) host → Google's document viewer for that address, in the sandboxed
 *   frame (a raw PDF does not render in a sandboxed frame);
 * - any other http(s) URL → a link that opens in a new tab;
 * - anything else (`javascript:`, `data:`, protocol-relative, credentials, whitespace tricks) → text.
 */
export function cvPreview(value: unknown): CvPreview {
  const text = typeof value === 'string' ? value.trim() : '';
  const url = safeHttpUrl(value);
  if (!url) return { kind: 'text', text };
  const href = url.href;
  if (url.port === '') {
    const google = googleViewer(url);
    if (google) return { kind: 'embed', href, embedUrl: google, provider: 'google-drive', element: 'iframe' };
    const oneDrive = oneDriveViewer(url);
    if (oneDrive) return { kind: 'embed', href, embedUrl: oneDrive, provider: 'onedrive', element: 'iframe' };
    const sharePoint = sharePointViewer(url);
    if (sharePoint) return { kind: 'embed', href, embedUrl: sharePoint, provider: 'sharepoint', element: 'iframe' };
    const dropbox = dropboxRaw(url);
    if (dropbox) {
      const file = lastPathSegment(dropbox);
      if (IMAGE_FILE.test(file))
        return { kind: 'embed', href, embedUrl: dropbox.href, provider: 'dropbox', element: 'img' };
      if (PDF_FILE.test(file)) {
        return { kind: 'embed', href: dropbox.href, embedUrl: pdfViewer(dropbox), provider: 'pdf', element: 'iframe' };
      }
      return { kind: 'link', href: dropbox.href };
    }
  }
  if (url.protocol === 'https:' && IMAGE_FILE.test(lastPathSegment(url))) {
    return { kind: 'embed', href, embedUrl: href, provider: 'image', element: 'img' };
  }
  if (PDF_FILE.test(lastPathSegment(url))) {
    return { kind: 'embed', href, embedUrl: pdfViewer(url), provider: 'pdf', element: 'iframe' };
  }
  return { kind: 'link', href };
}
