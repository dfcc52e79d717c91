// Veelgestelde vragen: every question a disclosure, a search box that filters them as you type, and
// an address per question (/beheer/vragen/<slug>) that opens and focuses it.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { t } from '../../i18n';
import { PageTitle } from '../../ui/PageTitle';
import { FAQ } from './faqItems';
import { searchFaq } from './faqSearch';
import type { FaqItem } from './helpContent';
import { HelpBlocks } from './HelpBlocks';
import './help.css';

function Question({
  item,
  open,
  onToggle,
  focus,
}: {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
  focus: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const answerId = `antwoord-${item.slug}`;
  useEffect(() => {
    if (!focus) return;
    // After PageTitle has focused the h1: the question asked for by the address wins (focus
    // also scrolls it into view).
    const timer = window.setTimeout(() => button.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [focus]);
  return (
    <li className="help-faq__item" id={item.slug}>
      <h2 className="help-faq__question">
        <button ref={button} type="button" aria-expanded={open} aria-controls={answerId} onClick={onToggle}>
          {item.question}
        </button>
      </h2>
      <div id={answerId} className="help-faq__answer" hidden={!open}>
        <HelpBlocks blocks={item.answer} />
        <p>
          <Link to={`/vragen/${item.slug}`}>{t('faq.link')}</Link>
        </p>
      </div>
    </li>
  );
}

function FaqPage() {
  const { slug } = useParams();
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(slug ? [slug] : []));
  const searchId = useId();
  // A link to another question (from an answer or the address bar) opens it too.
  useEffect(() => {
    if (slug) setOpened((current) => new Set([...current, slug]));
  }, [slug]);
  const shown = searchFaq(FAQ, query);
  const toggle = (key: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <>
      <PageTitle title={t('faq.title')} />
      <p className="mg-lead">{t('faq.intro')}</p>
      <div className="mg-field help-faq__search">
        <label htmlFor={searchId}>{t('faq.search')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          aria-describedby={`${searchId}-hint`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={`${searchId}-hint`} className="mg-hint">
          {t('faq.searchHint')}
        </p>
      </div>
      <p role="status" className="help-faq__count">
        {shown.length === 0
          ? t('faq.none')
          : shown.length === 1
            ? t('faq.countOne')
            : t('faq.count', { count: shown.length })}
      </p>
      <ul className="help-faq">
        {shown.map((item) => (
          <Question
            key={item.slug}
            item={item}
            open={opened.has(item.slug)}
            onToggle={() => toggle(item.slug)}
            focus={item.slug === slug}
          />
        ))}
      </ul>
    </>
  );
}

export function FaqSection() {
  return (
    <Routes>
      <Route index element={<FaqPage />} />
      <Route path=":slug" element={<FaqPage />} />
    </Routes>
  );
}
