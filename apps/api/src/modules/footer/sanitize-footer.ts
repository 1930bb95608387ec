import sanitizeHtml from 'sanitize-html';

/** Footer HTML may hold text, links and simple formatting; nothing that runs or tracks. */
export function sanitizeFooterHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'em',
      'b',
      'i',
      'u',
      'a',
      'ul',
      'ol',
      'li',
      'span',
      'small',
      'h2',
      'h3',
      'h4',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      span: ['class', 'lang'],
      p: ['class', 'lang'],
    },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  });
}
