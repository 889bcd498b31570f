// An absolute http(s) URL with a host and no whitespace; the longest sane length.
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?::\d+)?(?:[/?#][^\s]*)?$/i;
const URL_MAX = 2048;

/** Whether a value is an absolute http or https URL of a sane length (spec 1 §5 image). */
export function isHttpUrl(value: string): boolean {
  return value.length <= URL_MAX && HTTP_URL.test(value);
}
