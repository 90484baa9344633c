import { Link } from 'react-router';
import { business } from '@/config/business.ts';
import { LegalLayout, type LegalSection } from '@/features/legal/legal-layout.tsx';

const mail = `mailto:${business.email}`;
const { offer, warranties, timeline } = business;
const quoteValue = `$${offer.quoteValueUsd.toLocaleString('en-US')}`;

const sections: LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms govern your use of {business.url.replace('https://', '')} and everything on it: the guides, calculators, the cellar
          assistant, accounts and quote requests. The site is run by <strong>{business.legalName}</strong> (“{business.name}”, “we”, “us”). By
          using the site you agree to these terms; if you do not agree, please do not use it.
        </p>
        <p>
          Building a cellar is a separate matter: any design, construction, climate-control or maintenance work is governed by the written
          proposal and contract you sign with us. Where those documents and this page differ, the signed documents govern. How we handle
          personal information is explained in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'using-the-site',
    title: 'Using the site',
    body: (
      <>
        <p>
          You may read, use and share links to the site for your own planning and research. The guides explain how cellars are designed, built
          and cooled in general terms; every room, climate and collection is different, so use them to ask better questions, not as instructions
          for your particular space.
        </p>
        <p>
          We work to keep the content accurate and current but may change, add or remove pages, tools and figures at any time. We do not promise
          that the site will always be available or free of errors.
        </p>
      </>
    ),
  },
  {
    id: 'estimates',
    title: 'Estimates and calculator results',
    body: (
      <>
        <p>
          The cost, cooling, capacity, return-on-investment and suitability calculators, and any figures the assistant gives, are{' '}
          <strong>estimates</strong>. They are built from stated assumptions and published industry figures and are meant to give you a realistic
          range before you talk to us.
        </p>
        <ul>
          <li>
            An estimate is <strong>not a quote</strong> and not an offer to do work at that price. Only a written proposal prepared after we have
            assessed your space commits us to a price and a scope.
          </li>
          <li>
            An estimate is <strong>not an engineering sign-off</strong>. A cooling-load or capacity figure from a calculator has not been checked
            against your building by an engineer or installer; do not buy or install equipment on the strength of it alone.
          </li>
          <li>
            Real costs depend on things a calculator cannot see: the construction of your walls and floor, access, local codes and permits,
            equipment lead times and the materials you choose.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'ai-assistant',
    title: 'The AI assistant',
    body: (
      <>
        <p>
          The cellar assistant answers questions about wine storage, cellar design and costs. It is software, and it can be wrong: it may
          misunderstand a question, rely on an assumption that does not fit your space, or state something inaccurate with confidence. When no
          outside AI provider is configured, a built-in assistant answers from the site’s own guides and says so.
        </p>
        <ul>
          <li>
            Its answers are general information, <strong>not professional advice</strong> and <strong>not a substitute for a site survey</strong>{' '}
            by a qualified designer, engineer or installer.
          </li>
          <li>Check anything important with us before acting on it, especially figures, equipment choices and anything involving electrical, structural or refrigeration work.</li>
          <li>Images from the visual generator are illustrations, not designs or drawings of a cellar we will build.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'free-quote',
    title: `The free quote (worth ${quoteValue})`,
    body: (
      <>
        <p>
          Our design consultation and quote are free and carry <strong>no obligation</strong>. The {quoteValue} figure is the value we place on
          the work involved, which we do not charge for. A free quote includes:
        </p>
        <ul>
          <li>a conversation about your collection, how it will grow and how you want to use the room;</li>
          <li>an assessment of your space by a designer and a climate specialist, in person or from the photos and drawings you send;</li>
          <li>a preliminary layout and racking plan sized for your collection;</li>
          <li>a recommended cooling approach based on a heat-load assessment of the room;</li>
          <li>an itemized budget with low and high ranges, and a proposed timeline.</li>
        </ul>
        <p>
          You may keep the quote and preliminary plans for your own decision-making. The designs in them remain ours (see{' '}
          <a href="#intellectual-property">Intellectual property</a>) and may not be used to build a cellar without a written agreement with us.
          Prices in a quote hold for the period stated on it. We may decline to quote for a project we cannot carry out well, for example one
          outside our service area of the {business.serviceArea}.
        </p>
      </>
    ),
  },
  {
    id: 'scheduling',
    title: 'Scheduling and availability',
    body: (
      <>
        <p>
          We take on a limited number of new builds so each gets full attention: typically <strong>only {offer.spotsPerQuarter} spots per quarter</strong>.
          Messages such as “{offer.scarcityBadge}” describe our availability at the time you see them; they are not a guarantee that a spot is
          free when you contact us, and we do not hold a spot until a contract is signed.
        </p>
        <p>
          We aim to respond to inquiries within {offer.responseHours} hours. Construction typically takes {timeline.label}; the schedule for
          your project, and what can change it (permits, site conditions, equipment lead times, changes you request), is set out in your
          proposal and contract.
        </p>
      </>
    ),
  },
  {
    id: 'warranties',
    title: 'Warranties',
    body: (
      <>
        <p>Cellars we build carry these warranties, as stated on this site:</p>
        <ul>
          <li>
            <strong>Construction:</strong> {warranties.constructionYears} years;
          </li>
          <li>
            <strong>Climate systems:</strong> {warranties.climateSystemsYears} years;
          </li>
          <li>
            <strong>Racking:</strong> {warranties.racking}.
          </li>
        </ul>
        <p>
          The written proposal and contract for your project set out exactly what each warranty covers, what it excludes, when it starts and how
          to make a claim, and <strong>they govern</strong> if anything here differs. Manufacturers’ warranties on equipment are passed on to you
          in addition. These warranties apply to work we carry out; nothing on this site is a warranty on your wine or its value.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        You are responsible for keeping your password private and for what happens under your account; tell us at once at{' '}
        <a href={mail}>{business.email}</a> if you think someone else has used it. Give accurate details when you sign up. You can stop using
        your account at any time and ask us to delete it. We may suspend or close an account that is used to break these terms.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <>
        <p>
          The text, guides, illustrations, calculators, software, brand and the look of this site, and the layouts, drawings and specifications
          we prepare for clients, belong to {business.name} or its licensors and are protected by copyright and other laws. You may view and
          print pages for your own, non-commercial use and share links to them. You may not copy, republish or sell our content or designs, or
          use them to have a cellar built by someone else, without our written permission.
        </p>
        <p>
          You keep ownership of what you send us (photos, drawings, descriptions). You give us permission to use it to answer you, to prepare
          your design and quote and, if you hire us, to carry out the work. We will not publish it, or photos of your cellar, without your
          consent.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When using the site, please do not:</p>
        <ul>
          <li>break the law, or upload anything you do not have the right to share, including other people’s personal information;</li>
          <li>upload malware or files designed to harm us or others;</li>
          <li>try to get around the assistant’s message limits, overload the site, or probe, scan or break into our systems or other people’s accounts;</li>
          <li>copy the site’s content in bulk by automated means, or use the assistant as a free engine for unrelated purposes;</li>
          <li>impersonate anyone, or send false inquiries.</li>
        </ul>
        <p>We may block access or remove content that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-party services',
    body: (
      <p>
        Some features rely on other companies: the newsletter form, the custom GPT we link to, and the visual generator, which your browser
        sends to an image provider using your own API key. Those services have their own terms and privacy policies, and any charges on your
        image-provider account are between you and that provider. We are not responsible for sites and services we do not control.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        Apart from the warranties in your contract, the site and its content are provided “as is” and “as available”. To the extent the law
        allows, we disclaim any other warranties about the site, including that its content is complete, accurate or fit for a particular
        purpose.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the site, including loss
          of or damage to wine, loss of value of a collection, or costs of work you commission, where you relied on an estimate, a calculator
          result, an assistant answer or general content rather than a written proposal from us. Our total liability for claims about the use of
          this free site is limited to one hundred US dollars.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by
          negligence, or your rights as a consumer. Our responsibility for work we carry out is set by your contract.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the state in which the business is registered, and disputes about them will be heard by the
        courts of that state, unless the law where you live gives you the right to bring a claim in your local courts. Before going to court,
        please email us: most problems are solved faster by talking.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the site and our services change. The date at the top of the page shows the latest version; continuing to
        use the site after a change means you accept the updated terms. Changes do not alter a contract you have already signed.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <a href={mail}>{business.email}</a> or {business.phone}. To start a project, request your{' '}
        <Link to="/quote">free quote</Link>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalLayout
      eyebrow="Legal"
      title="Terms of Service"
      updated="November 21, 2026"
      updatedIso="2026-11-21"
      summary={
        <p>
          Use the site freely for your own planning. Calculator results and assistant answers are estimates and general information, not quotes
          or engineering advice. Our free quote (worth {quoteValue}) carries no obligation, and the written proposal and contract for your
          project, including its warranties, are what bind us both.
        </p>
      }
      notice="These terms are a working draft written for this site; the business should have them reviewed by legal counsel."
      sections={sections}
    />
  );
}
