import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { IconArrowUp } from '../../../shared/ui/icons';

/** Scroll distance after which the button appears (spec 01 §9). */
export const SCROLL_TO_TOP_THRESHOLD = 300;

/** Appears past 300 px of scrolling and brings the page smoothly back to the top. */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;

  const scrollToTop = () => {
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the content rather than from a vanished button.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <Button
      variant="primary"
      className="scroll-to-top d-flex align-items-center justify-content-center p-0"
      onClick={scrollToTop}
      aria-label={t('scroll-to-top')}
      title={t('scroll-to-top')}
      data-testid="scroll-to-top"
    >
      <IconArrowUp size={20} />
    </Button>
  );
}
