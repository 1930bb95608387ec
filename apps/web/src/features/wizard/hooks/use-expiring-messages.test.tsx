import { act, renderHook } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_WIZARD_UI_STATE, wizardReducer } from '../model/wizard-reducer';
import { useExpiringMessages } from './use-expiring-messages';

function useWizardMessages() {
  const [ui, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD_UI_STATE);
  useExpiringMessages(ui, dispatch);
  return { ui, dispatch };
}

describe('wizard banners (spec 01 §9: 3 000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears an error banner and the success notices 3 000 ms after they show', () => {
    const { result } = renderHook(useWizardMessages);
    act(() => {
      result.current.dispatch({
        type: 'banner',
        banner: { variant: 'danger', key: 'common.technical-error' },
      });
      result.current.dispatch({ type: 'notice', key: 'wizard.saved' });
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.ui.banner?.key).toBe('common.technical-error');
    expect(result.current.ui.notices).toEqual(['wizard.saved']);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.ui.banner).toBeNull();
    expect(result.current.ui.notices).toEqual([]);
  });

  it('gives a new message its own 3 000 ms', () => {
    const { result } = renderHook(useWizardMessages);
    act(() => result.current.dispatch({ type: 'banner', banner: { variant: 'danger', key: 'first' } }));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.dispatch({ type: 'banner', banner: { variant: 'warning', key: 'second' } }));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.ui.banner?.key).toBe('second');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.ui.banner).toBeNull();
  });
});
