import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyCode, isComplete, OtpInput } from './otp-input';

function Harness() {
  const [code, setCode] = useState(emptyCode);
  return (
    <>
      <span id="otp-label">Verification code</span>
      <OtpInput value={code} onChange={setCode} labelledBy="otp-label" autoFocus />
      <output data-testid="code">{code.map((digit) => digit || '_').join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByTestId('code').textContent;

function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  return user;
}

describe('OtpInput', () => {
  it('is a labelled group of six single-digit boxes, the first focused', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves on as digits are typed and ignores anything else', async () => {
    const user = setup();
    await user.keyboard('1a2-3');
    expect(code()).toBe('123___');
    expect(box(4)).toHaveFocus();
    await user.keyboard('456');
    expect(code()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('replaces a filled box when typed over', async () => {
    const user = setup();
    await user.keyboard('123');
    await user.click(box(2));
    await user.keyboard('9');
    expect(code()).toBe('193___');
    expect(box(3)).toHaveFocus();
  });

  it('Backspace clears the box, then goes back and clears the one before', async () => {
    const user = setup();
    await user.keyboard('123456');
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12345_');
    expect(box(6)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1234__');
    expect(box(5)).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(code()).toBe('______');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End without changing the code', async () => {
    const user = setup();
    await user.keyboard('12');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(box(6)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box(6)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(box(1)).toHaveFocus();
    expect(code()).toBe('12____');
  });

  it('fills all six boxes from a pasted code, wherever it is pasted', async () => {
    const user = setup();
    await user.click(box(4));
    await user.paste(' 654 321 ');
    expect(code()).toBe('654321');
    expect(box(6)).toHaveFocus();
  });

  it('spreads a shorter paste from the box it lands in', async () => {
    const user = setup();
    await user.click(box(3));
    await user.paste('78');
    expect(code()).toBe('__78__');
    expect(box(5)).toHaveFocus();
  });

  it('takes a whole code put into one box at once (autofill)', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '246810' } });
    expect(code()).toBe('246810');
  });
});

describe('isComplete', () => {
  it('holds only when every box has a digit', () => {
    expect(isComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});
