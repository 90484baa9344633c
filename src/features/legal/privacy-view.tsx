import { sections } from 'virtual:content/legal/privacy';
import { LegalLayout } from '@/features/legal/legal-layout.tsx';

export default function PrivacyView() {
  return (
    <LegalLayout
      eyebrow="Legal"
      title="Privacy Policy"
      updated="November 21, 2026"
      updatedIso="2026-11-21"
      summary={
        <p>
          We collect what you choose to give us (an inquiry, an account, a saved calculation) and use it to answer you and to design and quote
          your cellar. We do not sell it, we run no advertising trackers, your saved items are visible only to you, and you can ask us to see,
          correct or delete your information at any time by email.
        </p>
      }
      notice="This policy is a working draft written for this site; the business should have it reviewed by legal counsel."
      sections={sections}
    />
  );
}
