import { describe, expect, it } from 'vitest';
import { CV_FRAME_ORIGINS, cvLinkHref, cvPreview, PDF_VIEWER } from './cv-preview.ts';

const frame = (embedUrl: string, provider: string) =>
  expect.objectContaining({ kind: 'embed', embedUrl, provider, element: 'iframe' });

describe('cvPreview: Google Drive and Docs', () => {
  const id = '1AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  it.each([
    `https://drive.google.com/file/d/${id}/view?usp=sharing`,
    `https://drive.google.com/file/d/${id}/view`,
    `https://drive.google.com/file/d/${id}/edit#heading=x`,
    `https://drive.google.com/file/d/${id}`,
    `https://drive.google.com/file/u/1/d/${id}/view`,
    `https://drive.google.com/open?id=${id}`,
    `https://drive.google.com/uc?id=${id}&export=download`,
    `http://DRIVE.GOOGLE.COM/file/d/${id}/view`,
  ])('%s → the /preview page', (link) => {
    expect(cvPreview(link)).toEqual(frame(`https://drive.google.com/file/d/${id}/preview`, 'google-drive'));
  });

  it('keeps the original address as the link to open', () => {
    const link = `https://drive.google.com/file/d/${id}/view?usp=sharing`;
    expect(cvPreview(link)).toEqual({
      kind: 'embed',
      href: link,
      embedUrl: `https://drive.google.com/file/d/${id}/preview`,
      provider: 'google-drive',
      element: 'iframe',
    });
  });

  it('converts Docs, Sheets and Slides documents', () => {
    expect(cvPreview(`https://docs.google.com/document/d/${id}/edit?usp=sharing`)).toEqual(
      frame(`https://docs.google.com/document/d/${id}/preview`, 'google-drive'),
    );
    expect(cvPreview(`https://docs.google.com/presentation/d/${id}/view`)).toEqual(
      frame(`https://docs.google.com/presentation/d/${id}/preview`, 'google-drive'),
    );
  });

  it('offers folders and odd ids only as links', () => {
    for (const link of [
      'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOp',
      'https://drive.google.com/file/d/short/view',
      'https://drive.google.com/file/d/%22%3E%3Cscript%3E1234567890/view',
      `https://drive.google.com:8443/file/d/${id}/view`,
      `https://drive.google.com.evil.example/file/d/${id}/view`,
    ]) {
      expect(cvPreview(link).kind, link).toBe('link');
    }
  });
});

describe('cvPreview: OneDrive and SharePoint', () => {
  it('turns OneDrive document links into the embed page', () => {
    expect(cvPreview('https://onedrive.live.com/view.aspx?resid=ABC123!105&authkey=!AKey&ithint=file%2cdocx')).toEqual(
      frame('https://onedrive.live.com/embed?resid=ABC123%21105&authkey=%21AKey&em=2', 'onedrive'),
    );
    expect(cvPreview('https://onedrive.live.com/redir?resid=ABC123!105&cid=C1')).toEqual(
      frame('https://onedrive.live.com/embed?cid=C1&resid=ABC123%21105&em=2', 'onedrive'),
    );
  });

  it('leaves OneDrive pages without a document as links', () => {
    expect(cvPreview('https://onedrive.live.com/?cid=C1&id=X').kind).toBe('link');
    expect(cvPreview('https://1drv.ms/b/s!AbCdEf').kind).toBe('link');
  });

  it('asks SharePoint for the embedded viewer', () => {
    expect(cvPreview('https://tecnm-my.sharepoint.com/:b:/g/personal/ana_tec_mx/EaBcDeF?e=xyz')).toEqual(
      frame('https://tecnm-my.sharepoint.com/:b:/g/personal/ana_tec_mx/EaBcDeF?e=xyz&action=embedview', 'sharepoint'),
    );
    expect(
      cvPreview('https://tecnm.sharepoint.com/sites/rh/_layouts/15/Doc.aspx?sourcedoc={1234}&action=default'),
    ).toEqual(
      frame(
        'https://tecnm.sharepoint.com/sites/rh/_layouts/15/Doc.aspx?sourcedoc=%7B1234%7D&action=embedview',
        'sharepoint',
      ),
    );
    expect(cvPreview('https://tecnm.sharepoint.com/:f:/g/personal/folder').kind).toBe('link');
    expect(cvPreview('https://evilsharepoint.com/:b:/g/x').kind).toBe('link');
  });
});

describe('cvPreview: Dropbox, images and PDFs', () => {
  it('shows Dropbox images in their raw form', () => {
    expect(cvPreview('https://www.dropbox.com/s/abc123/foto.PNG?dl=0')).toEqual({
      kind: 'embed',
      href: 'https://www.dropbox.com/s/abc123/foto.PNG?dl=0',
      embedUrl: 'https://www.dropbox.com/s/abc123/foto.PNG?raw=1',
      provider: 'dropbox',
      element: 'img',
    });
    expect(cvPreview('https://dl.dropboxusercontent.com/s/abc123/foto.jpg')).toEqual(
      expect.objectContaining({ embedUrl: 'https://dl.dropboxusercontent.com/s/abc123/foto.jpg', element: 'img' }),
    );
  });

  it('frames Dropbox PDFs through the document viewer, and opens other Dropbox files in their raw form', () => {
    expect(cvPreview('https://www.dropbox.com/s/abc123def456/cv-patricia.pdf?dl=0')).toEqual({
      kind: 'embed',
      href: 'https://www.dropbox.com/s/abc123def456/cv-patricia.pdf?raw=1',
      embedUrl:
        'https://docs.google.com/viewer?url=https%3A%2F%2Fwww.dropbox.com%2Fs%2Fabc123def456%2Fcv-patricia.pdf%3Fraw%3D1&embedded=true',
      provider: 'pdf',
      element: 'iframe',
    });
    expect(cvPreview('https://www.dropbox.com/scl/fi/xyz/cv.docx?rlkey=k1&dl=1')).toEqual({
      kind: 'link',
      href: 'https://www.dropbox.com/scl/fi/xyz/cv.docx?rlkey=k1&raw=1',
    });
    expect(cvPreview('https://www.dropbox.com/sh/folder123/AAA?dl=0')).toEqual({
      kind: 'link',
      href: 'https://www.dropbox.com/sh/folder123/AAA?dl=0',
    });
  });

  it('shows https images as they are', () => {
    for (const ext of ['jpg', 'jpeg', 'png', 'gif', 'webp', 'JPG']) {
      const link = `https://cdn.example.org/personas/cv.${ext}?v=2`;
      expect(cvPreview(link)).toEqual({ kind: 'embed', href: link, embedUrl: link, provider: 'image', element: 'img' });
    }
  });

  it('frames .pdf links of any http(s) host through the document viewer (the viewer only ever gets the parsed URL)', () => {
    for (const [link, file] of [
      ['https://example.org/cv.pdf', 'https://example.org/cv.pdf'],
      ['https://example.org/CV%20Ana.PDF', 'https://example.org/CV%20Ana.PDF'],
      ['HTTP://Example.org:8080/docs/cv.pdf?v=2&x=<b>', 'http://example.org:8080/docs/cv.pdf?v=2&x=%3Cb%3E'],
    ] as const) {
      const preview = cvPreview(link);
      expect(preview, link).toMatchObject({ kind: 'embed', href: file, provider: 'pdf', element: 'iframe' });
      const embed = new URL((preview as { embedUrl: string }).embedUrl);
      expect(embed.origin + embed.pathname).toBe(PDF_VIEWER);
      expect(embed.searchParams.get('url')).toBe(file);
      expect(embed.searchParams.get('embedded')).toBe('true');
      expect(CV_FRAME_ORIGINS).toContain(embed.origin);
    }
  });

  it('offers plain-http images and other pages as links to open in a new tab', () => {
    for (const link of [
      'http://example.org/foto.png',
      'https://www.linkedin.com/in/ana-lopez',
      'https://example.org/cv.svg',
      'https://example.org/cv.pdf/ver',
    ]) {
      expect(cvPreview(link), link).toEqual({ kind: 'link', href: link });
    }
  });
});

describe('cvPreview: values that are not safe links are text', () => {
  it('keeps plain text as text', () => {
    const cv = 'Ingeniero civil con maestría en estructuras; 5 años como docente.';
    expect(cvPreview(cv)).toEqual({ kind: 'text', text: cv });
    expect(cvPreview('  www.example.org/cv.pdf  ')).toEqual({ kind: 'text', text: 'www.example.org/cv.pdf' });
    expect(cvPreview('')).toEqual({ kind: 'text', text: '' });
    expect(cvPreview(null)).toEqual({ kind: 'text', text: '' });
    expect(cvPreview(42)).toEqual({ kind: 'text', text: '' });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/cv.pdf',
    '//evil.example/cv.pdf',
    '\\\\evil.example\\cv.pdf',
    '/\\evil.example/cv.pdf',
    'https:evil.example/cv.pdf',
    'https:/evil.example/cv.pdf',
    'https://',
    'http://user:pass@example.org/cv.pdf',
    'https://drive.google.com@evil.example/file/d/1AbCdEfGhIjKlMnOp/view',
    'https://exa mple.org/cv.pdf',
    'https://example.org/cv.pdf\njavascript:alert(1)',
    'https://example.org/\u0085cv.pdf',
    'https://example.org/\u2028cv.pdf',
    'https://example.org/cv.pdf" onmouseover="alert(1)',
  ])('%j is text, never a link', (value) => {
    const result = cvPreview(value);
    expect(result.kind).toBe('text');
    expect(cvLinkHref(value)).toBeNull();
  });

  it('accepts an upper-case http(s) scheme and normalises it', () => {
    expect(cvLinkHref('HTTPS://Example.org/CV.pdf')).toBe('https://example.org/CV.pdf');
    expect(cvPreview('HtTp://example.org/a')).toEqual({ kind: 'link', href: 'http://example.org/a' });
  });

  it('never hands out anything but an http(s) address', () => {
    const values = ['https://a.example/x', 'text', 'javascript:x', 'https://www.dropbox.com/s/a/b.png?dl=0'];
    for (const v of values) {
      const r = cvPreview(v);
      if (r.kind === 'link') expect(r.href).toMatch(/^https?:\/\//);
      if (r.kind === 'embed') {
        expect(r.href).toMatch(/^https?:\/\//);
        expect(r.embedUrl).toMatch(/^https:\/\//);
      }
    }
  });
});
