/**
 * The product demo, embedded from YouTube's privacy-enhanced domain (no cookies until the visitor
 * plays it) and loaded lazily. The video id is build configuration (VITE_DEMO_VIDEO_ID): until a
 * real demo is published we show an honest placeholder rather than someone else's video.
 */
import { CirclePlay } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

const DEMO_VIDEO_ID = import.meta.env.VITE_DEMO_VIDEO_ID;

export function DemoVideo() {
  const intl = useIntl();
  return (
    <figure className="demo-video">
      <div className="demo-video-frame">
        {DEMO_VIDEO_ID ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(DEMO_VIDEO_ID)}?rel=0`}
            title={intl.formatMessage({ id: 'landing.demo.title', defaultMessage: 'SafeTrails product demo' })}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <div className="demo-video-placeholder">
            <CirclePlay aria-hidden="true" size={56} />
            <p>
              <FormattedMessage
                id="landing.demo.placeholder"
                defaultMessage="Our product demo is being recorded and will appear here soon."
              />
            </p>
          </div>
        )}
      </div>
      <figcaption>
        <FormattedMessage
          id="landing.demo.caption"
          defaultMessage="See how SafeTrails scores a neighbourhood, day and night."
        />
      </figcaption>
    </figure>
  );
}
