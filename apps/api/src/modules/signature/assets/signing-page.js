/* global window, document, HTMLFormElement */
// The signing page's documents, rendered page by page with pdf.js (served from /sign/assets/pdfjs).
import * as pdfjs from '/sign/assets/pdfjs/pdf.min.mjs';

// The field the page asks for next (the code, the field in error): focused, as `autofocus` is not
// honoured inside an iframe, and scrolled into view (again once the documents above it are drawn,
// which pushes it down).
const asked = document.querySelector('[autofocus]');
const showAsked = () => asked?.scrollIntoView({ block: 'center' });
asked?.focus({ preventScroll: true });
showAsked();

// A page answered to a form post becomes the page's own address: a reload asks for the page again
// instead of posting the form again (a second code, a second decision).
if (window.history.replaceState) window.history.replaceState(null, '', window.location.href);

// A form sent waits for its answer (a slow network): its button says so, the page's status line
// tells a screen reader, and a second press sends nothing more (a second code, a second « Signer »
// that would find the page already answered). Back to a page kept in memory, the buttons work again.
const sendingText = document.body.dataset.sending ?? '';
const pageStatus = document.getElementById('page-status');
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  if (document.body.dataset.submitting) {
    event.preventDefault();
    return;
  }
  document.body.dataset.submitting = 'true';
  const button = event.submitter ?? form.querySelector('button[type="submit"]');
  if (button) {
    button.setAttribute('aria-disabled', 'true');
    button.dataset.label = button.textContent ?? '';
    button.textContent = sendingText;
    button.classList.add('sending');
  }
  if (pageStatus) pageStatus.textContent = sendingText;
});
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  delete document.body.dataset.submitting;
  for (const button of document.querySelectorAll('button.sending')) {
    button.removeAttribute('aria-disabled');
    button.textContent = button.dataset.label ?? button.textContent;
    button.classList.remove('sending');
  }
  if (pageStatus) pageStatus.textContent = '';
});

pdfjs.GlobalWorkerOptions.workerSrc = '/sign/assets/pdfjs/pdf.worker.min.mjs';

async function renderDocument(holder) {
  const task = pdfjs.getDocument({
    url: holder.dataset.pdf,
    isEvalSupported: false,
    standardFontDataUrl: '/sign/assets/pdfjs/standard_fonts/',
  });
  const pdf = await task.promise;
  holder.textContent = '';
  const width = Math.min(holder.clientWidth || 800, 820) - 16;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const scale = (width / base.width) * (window.devicePixelRatio || 1);
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(width)}px`;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `${holder.dataset.pageLabel} ${number} / ${pdf.numPages}`);
    holder.append(canvas);
    await page.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
  }
  holder.dataset.rendered = String(pdf.numPages);
}

for (const holder of document.querySelectorAll('[data-pdf]')) {
  renderDocument(holder)
    .catch(() => {
      holder.dataset.rendered = 'failed';
    })
    .then(() => {
      if (document.activeElement === asked) showAsked();
    });
}
