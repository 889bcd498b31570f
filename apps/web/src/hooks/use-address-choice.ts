import { useSearchParams } from 'react-router';

/**
 * A choice a person makes on a page, kept in its address (`?name=value`) so a reload or a shared
 * link shows the same, and each change a new history entry so Back steps through them. The
 * default stays out of the address; an unknown value reads as the default. The page's other
 * parameters are left alone.
 */
export function useAddressChoice<Value extends string>(
  name: string,
  values: readonly Value[],
  fallback: Value,
): [Value, (value: Value) => void] {
  const [params, setParams] = useSearchParams();
  const given = params.get(name);
  const value = values.find((v) => v === given) ?? fallback;
  const choose = (next: Value) => {
    if (next === value) return;
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === fallback) changed.delete(name);
      else changed.set(name, next);
      return changed;
    });
  };
  return [value, choose];
}
