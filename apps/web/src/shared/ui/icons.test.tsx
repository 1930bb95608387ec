import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconArrowLeft, IconInfo } from './icons';

describe('app icons', () => {
  it('are decorative Bootstrap icons in the text colour, at their usual size unless told', () => {
    const { container } = render(
      <>
        <IconArrowLeft />
        <IconInfo />
        <IconArrowLeft size={12} className="me-1" />
      </>,
    );
    const [large, small, sized] = container.querySelectorAll('svg');
    expect(large).toHaveAttribute('aria-hidden', 'true');
    expect(large).toHaveAttribute('focusable', 'false');
    expect(large).toHaveAttribute('fill', 'currentColor');
    expect(large).toHaveAttribute('width', '24');
    expect(large).toHaveClass('bi-arrow-left');
    expect(small).toHaveAttribute('width', '16');
    expect(sized).toHaveAttribute('height', '12');
    expect(sized).toHaveClass('me-1');
  });
});
