/**
 * Calls `add` with each integer of `text`, decimal integers separated by commas (what SQLite's
 * group_concat makes of a column of integers), and returns how many there were. Anything else
 * in the text is an error, not a silent misreading.
 */
export function eachListedInteger(text: string, add: (value: number) => void): number {
  if (text === "") return 0;
  let count = 0;
  let value = 0;
  let sign = 1;
  let digits = 0;
  for (let index = 0; index <= text.length; index++) {
    const code = index < text.length ? text.charCodeAt(index) : COMMA;
    if (code === COMMA) {
      if (digits === 0) throw new Error(`not a list of integers: ${quote(text, index)}`);
      add(sign * value);
      count++;
      value = 0;
      sign = 1;
      digits = 0;
    } else if (code === MINUS && digits === 0 && sign === 1) {
      sign = -1;
    } else {
      const digit = code - ZERO;
      if (digit < 0 || digit > 9) throw new Error(`not a list of integers: ${quote(text, index)}`);
      value = value * 10 + digit;
      digits++;
    }
  }
  return count;
}

const COMMA = 0x2c;
const MINUS = 0x2d;
const ZERO = 0x30;

/** The part of `text` around `index`, for an error message. */
function quote(text: string, index: number): string {
  return JSON.stringify(text.slice(Math.max(0, index - 20), index + 20));
}
