import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/features/account/api/use-session';
import { ReferralProcessor } from './lazy-slots';

const REFERRAL_PARAM = /[?&](ref|referral)=/;

/**
 * The referral parameters on any page (spec 1 §2, §4): the address is read by a module loaded
 * only when it carries `ref` or `referral`; a signed-in user's stored code is processed in the
 * member chunk. Renders nothing visible.
 *
 * It reads an address once, when it is known who is looking (a notice about processing is
 * false for a visitor): by its search alone, not by `navigate`, whose identity changes with the
 * path, so `/?referral=success`, redirected to `/discover?referral=success`, shows one notice.
 */
export function ReferralWatch() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const session = useSession().status;
  const handle = useEffectEvent((member: boolean) => {
    void import('@/features/referral/url-referral').then((m) =>
      m.handleReferralParams(
        search,
        member,
        (rest) => void navigate({ search: rest }, { replace: true }),
      ),
    );
  });
  useEffect(() => {
    if (session !== 'loading' && REFERRAL_PARAM.test(search)) handle(session === 'signed-in');
  }, [search, session]);
  return session === 'signed-in' ? <ReferralProcessor /> : null;
}
