// Tests read the site's words with `t` from app/services/locale/messages.ts. In the site, the
// dictionary's parts (the screens', the live rooms', the admin area's: decisions 032 and 034) arrive
// with the modules that use them; tests that check a page's text against `t` need every part.
import "~/services/locale/admin-messages";
import "~/services/locale/commentator-messages";
import "~/services/locale/room-messages";
import "~/services/locale/screen-messages";
