import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WidgetIcon } from './widget-icon';

describe('WidgetIcon', () => {
  it.each([
    ['printer', 'bi-printer'],
    ['pen', 'bi-pen'],
    ['user-plus', 'bi-person-plus'],
    ['arrow-left', 'bi-arrow-left'],
    ['upload', 'bi-upload'],
    ['pdf', 'bi-file-text'],
    ['constructor', 'bi-file-text'],
  ])('draws the icon a definition names %s (16 px, decorative)', (name, className) => {
    const { container } = render(<WidgetIcon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveClass(className);
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws nothing when no icon is named', () => {
    for (const name of [null, undefined, '']) {
      expect(render(<WidgetIcon name={name} />).container).toBeEmptyDOMElement();
    }
  });
});
