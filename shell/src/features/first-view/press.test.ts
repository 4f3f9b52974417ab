import { afterPress } from './press';

function pointer(type: string, isPrimary = true): Event {
  const event = new Event(type);
  Object.assign(event, { isPrimary });
  return event;
}

/** What the template's inline script does with a press. */
function press(type: 'pointerdown' | 'pointerup' | 'pointercancel') {
  window.__receiptsPressing = type === 'pointerdown';
  window.dispatchEvent(pointer(type));
}

describe('afterPress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete window.__receiptsPressing;
  });

  it('runs at once when nothing is pressed', () => {
    const then = jest.fn();
    afterPress(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for a press to end in its click, and runs after the click has been handled', () => {
    press('pointerdown');
    const then = jest.fn();
    afterPress(then);
    jest.advanceTimersByTime(1_000);
    expect(then).not.toHaveBeenCalled();

    press('pointerup');
    window.dispatchEvent(new MouseEvent('click'));
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs shortly after a release that brings no click (a drag), and at once on a cancelled press', () => {
    press('pointerdown');
    const dragged = jest.fn();
    afterPress(dragged);
    press('pointerup');
    jest.advanceTimersByTime(299);
    expect(dragged).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(dragged).toHaveBeenCalledTimes(1);

    press('pointerdown');
    const cancelled = jest.fn();
    afterPress(cancelled);
    press('pointercancel');
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('does not wait past a long press, and a cancelled wait never runs', () => {
    press('pointerdown');
    const then = jest.fn();
    afterPress(then);
    jest.advanceTimersByTime(3_000);
    expect(then).toHaveBeenCalledTimes(1);

    const never = jest.fn();
    const cancel = afterPress(never);
    cancel();
    press('pointerup');
    window.dispatchEvent(new MouseEvent('click'));
    jest.advanceTimersByTime(10_000);
    expect(never).not.toHaveBeenCalled();
  });
});
