import { Link } from "react-router";
import type { TFeedPost } from "../../../common/contracts/feed.ts";
import { formatCoins } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { useFeedPages } from "./queries.ts";
import "./feedBlock.css";

/** Posts the start page shows (clips and photos, newest first). */
const BLOCK_POSTS = 4;

/**
 * A post's picture for a tile: the photo or the clip's poster when open; a locked post shows its
 * colour (and a clip its poster, blurred) with a lock and, when paid, its price.
 */
function TileMedia(props: { post: TFeedPost }) {
  const { language } = useI18n();
  const { post } = props;
  const image = post.access === "open" ? (post.photos[0] ?? post.clip?.poster ?? null) : null;
  if (image)
    return (
      <img
        src={image.url}
        srcSet={image.srcSet}
        sizes="(max-width: 700px) 50vw, 25vw"
        alt=""
        loading="lazy"
      />
    );
  const poster = post.clip?.poster ?? null;
  return (
    <span className="feed-tile-locked" style={{ background: post.preview?.color ?? "#221827" }}>
      {poster ? <img className="feed-tile-blur" src={poster.url} alt="" loading="lazy" /> : null}
      <span className="feed-tile-lock">
        <Icon name="lock" />
        {post.paidContent ? <span>{formatCoins(post.priceCoins, language)}</span> : null}
      </span>
    </span>
  );
}

/**
 * The start page's Feed block (spec core: timeline block "Feed"): the newest clip and photo posts,
 * each a link to its own page, read in the browser like the blocks below the first screen; nothing
 * when there is no post.
 */
export function FeedBlock(props: { loggedIn: boolean }) {
  const { t, language } = useI18n();
  const pages = useFeedPages("startpage", null, props.loggedIn, null, BLOCK_POSTS);
  const posts = pages.data?.pages[0]?.posts ?? [];
  if (posts.length === 0) return null;
  return (
    <section className="feed-block" aria-labelledby="home-feed" data-testid="home-feed">
      <div className="section-head">
        <h2 id="home-feed">{t.feed.blockTitle}</h2>
        <Link to={buildPath(language, "feed")}>{t.feed.blockAll}</Link>
      </div>
      <ul className="feed-tiles">
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={buildPath(language, "feedPost", { postId: post.id })} className="feed-tile">
              <TileMedia post={post} />
              <span className="feed-tile-caption">
                <strong>{post.model.name}</strong>
                {post.title || post.text ? <span>{post.title || post.text}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
