import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from '../../components/icons';
import { CONTACT } from '@shared/brand';
import { configuredSocialLinks } from './social-links';

/** Address, phones and e-mail, as shown in the footer and the phone info drawer. */
export function ContactDetails() {
  return (
    <ul className="contact-list">
      <li>
        <PinIcon size={18} />
        <span>
          {CONTACT.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      </li>
      {CONTACT.phones.map((phone) => (
        <li key={phone}>
          <PhoneIcon size={18} />
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </li>
      ))}
      <li>
        <MailIcon size={18} />
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
      </li>
    </ul>
  );
}

/** The operator's social pages; nothing at all while none is set (shared/brand.ts). */
export function SocialLinks({ heading }: { heading?: ReactNode }) {
  const links = configuredSocialLinks();
  if (links.length === 0) return null;
  return (
    <>
      {heading}
      <ul className="social-list" aria-label="Social media">
        {links.map((s) => (
          <li key={s.name}>
            <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.name}>
              <SocialIcon name={s.name} size={18} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
