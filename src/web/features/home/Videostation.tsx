import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { TJumbotronHomepage } from "../../../common/contracts/videostation.ts";
import { formatDuration } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Price } from "../../ui/Price.tsx";

/**
 * The Videostation block: the operator's jumbotron (GET video/jumbotron/homepage, read with the
 * lower blocks) as a carousel of large video slides, each with its headline, performer, length and
 * price and a link to the video. It turns every `rotateSeconds` unless the guest paused it, points
 * at or focuses it, or prefers reduced motion; the buttons and dots work by keyboard. Nothing when
 * the operator switched it off or none of its videos is out.
 */
export function Videostation({ station }: { station: TJumbotronHomepage }) {
  const { t, language } = useI18n();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = station.slides.length;
  useEffect(() => {
    if (paused || held || count < 2) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), station.rotateSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [paused, held, count, station.rotateSeconds]);
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (to: number) => setIndex((to + count) % count);
  return (
    <section className="section videostation" aria-labelledby="videostation-title" data-testid="videostation">
      <div className="section-head">
        <h2 id="videostation-title">{t.homeBlocks.videostation}</h2>
      </div>
      <section
        className="jumbotron"
        aria-roledescription="carousel"
        aria-label={t.homeBlocks.slides}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <ul className="jumbotron-slides" aria-live={paused ? "polite" : "off"}>
          {station.slides.map((slide, i) => {
            const video = slide.video;
            return (
              <li
                key={video.id}
                className="jumbotron-slide"
                aria-roledescription="slide"
                aria-label={fill(t.homeBlocks.slideOf, { index: i + 1, count })}
                hidden={i !== current}
                data-testid="jumbotron-slide"
              >
                {video.preview ? (
                  <img
                    src={video.preview.src}
                    srcSet={video.preview.srcSet}
                    sizes="(max-width: 1023px) 100vw, 1200px"
                    alt=""
                    loading={i === 0 ? "eager" : "lazy"}
                    decoding="async"
                    style={{ backgroundColor: video.preview.color }}
                  />
                ) : null}
                <div className="jumbotron-copy">
                  <p className="jumbotron-headline">{slide.headline}</p>
                  <p className="jumbotron-title" lang={textLang(video.titleLanguage, language)}>
                    {video.title}
                  </p>
                  <p className="jumbotron-meta">
                    <span>{video.model.name}</span>
                    <span className="num">{formatDuration(video.duration)}</span>
                    <Price
                      language={language}
                      price={video.price}
                      basePrice={video.basePrice}
                      free={video.free}
                      freeLabel={t.video.free}
                      pill
                    />
                  </p>
                  <Link className="btn btn-primary" to={video.url} tabIndex={i === current ? 0 : -1}>
                    {t.homeBlocks.watch}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
        {count > 1 ? (
          <div className="jumbotron-controls">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => go(current - 1)}
              aria-label={t.homeBlocks.previous}
            >
              ‹
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? t.homeBlocks.play : t.homeBlocks.pause}
            >
              {paused ? "▶" : "❚❚"}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => go(current + 1)}
              aria-label={t.homeBlocks.next}
            >
              ›
            </button>
            <span className="jumbotron-dots">
              {station.slides.map((slide, i) => (
                <button
                  key={slide.video.id}
                  type="button"
                  className="jumbotron-dot"
                  aria-label={fill(t.homeBlocks.slideOf, { index: i + 1, count })}
                  aria-current={i === current}
                  onClick={() => go(i)}
                />
              ))}
            </span>
          </div>
        ) : null}
      </section>
    </section>
  );
}
