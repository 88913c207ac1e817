//! Reading: interactions in, read as the service's commands (the caller, the place,
//! the command with its options, a button's press from its custom id) and handed to
//! [`answer`](super::answer), which has the service handle them. Nothing here
//! decides anything. Autocomplete is answered here at once, its choices within
//! Discord's limits.

use crate::ids::GameId;
use serenity::all::{
    ActionRowComponent, AuthorizingIntegrationOwner, AuthorizingIntegrationOwners,
    AutocompleteChoice, CommandInteraction, ComponentInteraction, ComponentInteractionDataKind,
    Context, CreateAutocompleteResponse, CreateInteractionResponse, EventHandler, GuildId,
    Interaction, InteractionContext, Member, ModalInteraction, ModalInteractionData, Ready,
    ResolvedOption, ResolvedValue,
};
use serenity::async_trait;

use super::answer::answer;
use super::deliver::Sender;
use super::limits;
use super::register::Registration;
use super::render::{FORM_FIELD, FORM_KEY};
use crate::commands::{Args, MoveOptions, Value};
use crate::game::reply::cut;
use crate::game::{
    self, Action, Choice, Command, Origin, PickStep, Place, Press, Reach, Service, Surface,
};
use crate::i18n::Lang;
use crate::rules::{Kind, Square};
use crate::tr;

pub struct Handler {
    pub service: Service,
    pub guild_id: Option<u64>,
    pub registration: std::sync::Arc<Registration>,
}

/// A Discord user as the service knows them: their server nickname, else their
/// display name, else their user name.
fn game_user(user: &serenity::all::User, nick: Option<&String>) -> game::User {
    let name = nick.or(user.global_name.as_ref()).unwrap_or(&user.name);
    let mut u = game::User::new(user.id.get() as i64, name);
    u.bot = user.bot;
    u
}

fn user(user: &serenity::all::User, member: Option<&Member>) -> game::User {
    game_user(user, member.and_then(|m| m.nick.as_ref()))
}

/// Where an interaction came from, and its languages: the user's client for private
/// replies, the server's preferred language for public posts (in a direct message,
/// the user's for both).
struct Arrival<'a> {
    id: serenity::all::InteractionId,
    guild: Option<GuildId>,
    channel: serenity::all::ChannelId,
    locale: &'a str,
    guild_locale: Option<&'a str>,
    upload_limit: u32,
    /// Discord's `context` (absent from modal submits in serenity's model, and from
    /// payloads older than user installs).
    context: Option<InteractionContext>,
    /// Whether `authorizing_integration_owners` holds a server install
    /// (`GUILD_INSTALL`): the bot was added to the server, or it is its own DM.
    server_install: bool,
}

fn place(from: Arrival<'_>) -> Place {
    let lang = Lang::from_locale(from.locale);
    let guild_lang = match (from.guild, from.guild_locale) {
        (Some(_), Some(g)) => Lang::from_locale(g),
        _ => lang,
    };
    let (surface, reach) = surface_and_reach(from.context, from.guild, from.server_install);
    Place::new(
        from.guild.map(|g| g.get() as i64).unwrap_or(0),
        from.channel.get() as i64,
    )
    .with_langs(lang, guild_lang)
    .with_upload_limit(match from.upload_limit {
        // Not sent (older clients): Discord's limit without boosts.
        0 => limits::DEFAULT_UPLOAD,
        bytes => bytes as usize,
    })
    .received_at(snowflake_ms(from.id.get()))
    .seen_as(surface, reach)
}

/// The kind of conversation and whether the bot is in it, from the interaction's
/// `context` and its authorizing installs (Discord, "Interaction Context Types" and
/// "Authorizing Integration Owners Object"): in a server, the bot is there when the
/// server installed the app (key `GUILD_INSTALL`), not when only the caller did; its
/// own DM is always its own; other DMs and group DMs never have it. Without a
/// `context` (a payload from before user installs), a server's channel or the bot's
/// DM, as it was then.
pub(crate) fn surface_and_reach(
    context: Option<InteractionContext>,
    guild: Option<GuildId>,
    server_install: bool,
) -> (Surface, Reach) {
    match (context, guild) {
        (Some(InteractionContext::Guild), _) | (None, Some(_)) => (
            Surface::Server,
            if server_install || context.is_none() {
                Reach::Member
            } else {
                Reach::Interaction
            },
        ),
        (Some(InteractionContext::BotDm), _) | (None, None) => (Surface::BotDm, Reach::Member),
        // PRIVATE_CHANNEL, or a context newer than this version: answer through the
        // interaction only, which works everywhere.
        (Some(_), _) => (Surface::Private, Reach::Interaction),
    }
}

/// Whether an interaction's authorizing installs include the server's (or, in the
/// bot's DM, an install the bot's DM belongs to). Discord always names at least
/// one; none named is a payload from before user installs, when every install was
/// a server's.
fn server_installed(owners: &AuthorizingIntegrationOwners) -> bool {
    owners.0.is_empty()
        || owners
            .0
            .iter()
            .any(|o| matches!(o, AuthorizingIntegrationOwner::GuildInstall(_)))
}

/// When Discord made a snowflake (an interaction's id: when it received it), in ms
/// since the Unix epoch: the top 42 bits count ms from Discord's epoch, the first
/// second of 2015 (Discord's reference, "Snowflakes").
pub(crate) fn snowflake_ms(id: u64) -> i64 {
    const DISCORD_EPOCH_MS: i64 = 1_420_070_400_000;
    (id >> 22) as i64 + DISCORD_EPOCH_MS
}

fn integer(options: &[ResolvedOption], name: &str) -> Option<i64> {
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::Integer(n) => Some(n),
            _ => None,
        })
}

/// Discord's option values as the command table's typed values (what Discord
/// already checked against the registered kinds).
fn values(options: &[ResolvedOption]) -> Vec<(String, Value)> {
    options
        .iter()
        .map(|o| {
            let value = match &o.value {
                ResolvedValue::String(s) => Value::text(s),
                ResolvedValue::Integer(n) => Value::Number(*n),
                ResolvedValue::Boolean(b) => Value::Flag(*b),
                ResolvedValue::User(u, member) => {
                    Value::Person(game_user(u, member.and_then(|m| m.nick.as_ref())))
                }
                ResolvedValue::Channel(c) => {
                    Value::Channel(crate::ids::ChannelId(c.id.get() as i64))
                }
                ResolvedValue::Role(r) => Value::Role(crate::ids::RoleId(r.id.get() as i64)),
                // A kind the table never declares (a user Discord named but did not
                // send, a channel, a role): an empty text, which a person option
                // refuses and every other reading ignores.
                _ => Value::Text(String::new()),
            };
            (o.name.to_string(), value)
        })
        .collect()
}

/// A slash command as the command table's arguments: its sub-command, if any, and
/// the values of its options.
fn args(cmd: &CommandInteraction, options: &[ResolvedOption]) -> Args {
    let (subcommand, options) = match options.first() {
        Some(ResolvedOption {
            name,
            value: ResolvedValue::SubCommand(inner),
            ..
        }) => (Some(name.to_string()), inner.as_slice()),
        _ => (None, options),
    };
    Args {
        name: cmd.data.name.clone(),
        subcommand,
        values: values(options),
        is_admin: cmd
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
        roles: cmd
            .member
            .as_ref()
            .map(|m| {
                m.roles
                    .iter()
                    .map(|r| crate::ids::RoleId(r.get() as i64))
                    .collect()
            })
            .unwrap_or_default(),
    }
}

/// A pressed button's custom id read back (its format is written where buttons are
/// rendered: `render.rs`, `custom_id`); `None` for one this bot never made. A
/// choice made in a select menu is read from its value the same way (each option's
/// value is the custom id of what choosing it presses).
pub fn read_custom_id(id: &str) -> Option<Press> {
    let parts: Vec<&str> = id.splitn(4, ':').collect();
    let action = Action::from_key(parts[0])?;
    let target = parts.get(1)?.parse().ok()?;
    let (ply, step) = match parts[2..] {
        [] => (None, None),
        [ply] => (Some(ply.parse().ok()?), None),
        // A picker's step, after its ply (empty when it has none).
        [ply, step] if action == Action::Pick => {
            let ply = if ply.is_empty() {
                None
            } else {
                Some(ply.parse().ok()?)
            };
            (ply, Some(read_step(step)?))
        }
        _ => return None,
    };
    Some(Press {
        action,
        target,
        at_ply: ply,
        step,
    })
}

/// A move form read back: its custom id (`typed:<game>:<ply>`, see `render.rs`)
/// names the game; its one field is the move, read as `/move` reads one. `None`
/// for a form this bot never made.
pub fn read_form(data: &ModalInteractionData) -> Option<MoveOptions> {
    let mut parts = data.custom_id.split(':');
    if parts.next()? != FORM_KEY {
        return None;
    }
    let game = GameId(parts.next()?.parse().ok()?);
    let text = data
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .find_map(|c| match c {
            ActionRowComponent::InputText(input) if input.custom_id == FORM_FIELD => {
                input.value.clone()
            }
            _ => None,
        })?;
    Some(MoveOptions {
        text: crate::game::text::without_token_marks(&text),
        game: Some(game),
    })
}

/// A move picker's step as `render.rs` (`step_code`) writes it.
fn read_step(code: &str) -> Option<PickStep> {
    let mut chars = code.chars();
    let tag = chars.next()?;
    let rest = chars.as_str();
    let page = |text: &str| text.parse::<u8>().ok();
    Some(match tag {
        'p' => PickStep::Pieces { page: page(rest)? },
        'f' => {
            let (from, n) = rest.rsplit_once('.')?;
            PickStep::Piece {
                from: read_origin(from)?,
                page: page(n)?,
            }
        }
        't' | 'y' | 'n' => {
            let (from, to) = rest.split_once('-')?;
            let (from, to) = (read_origin(from)?, read_square(to)?);
            match tag {
                't' => PickStep::To { from, to },
                _ => PickStep::Promote {
                    from,
                    to,
                    promote: tag == 'y',
                },
            }
        }
        _ => return None,
    })
}

/// `7g`, or a kind in hand as `*` and its number in the game's table (`*3`).
fn read_origin(text: &str) -> Option<Origin> {
    match text.strip_prefix('*') {
        Some(kind) => Some(Origin::Hand(Kind(kind.parse().ok()?))),
        None => Some(Origin::Square(read_square(text)?)),
    }
}

/// A square as USI writes it (`7g`, `11k`), on the largest board.
fn read_square(text: &str) -> Option<Square> {
    let rank = text.chars().last()?;
    let file = &text[..text.len() - rank.len_utf8()];
    if !rank.is_ascii_lowercase() || file.is_empty() || file.starts_with('0') {
        return None;
    }
    Square::new(file.parse().ok()?, rank as u8 - b'a')
}

/// An autocomplete list within Discord's limits.
fn fit_choices(choices: Vec<Choice>) -> Vec<Choice> {
    choices
        .into_iter()
        .take(limits::CHOICES)
        .map(|c| Choice {
            name: cut(&c.name, limits::CHOICE_NAME),
            value: cut(&c.value, limits::CHOICE_VALUE),
        })
        .collect()
}

impl Handler {
    async fn on_command(&self, ctx: &Context, cmd: &CommandInteraction) {
        let caller = user(&cmd.user, cmd.member.as_deref());
        let here = place(Arrival {
            id: cmd.id,
            guild: cmd.guild_id,
            channel: cmd.channel_id,
            locale: &cmd.locale,
            guild_locale: cmd.guild_locale.as_deref(),
            upload_limit: cmd.attachment_size_limit,
            context: cmd.context,
            server_install: server_installed(&cmd.authorizing_integration_owners),
        });
        let options = cmd.data.options();
        let asked = args(cmd, &options)
            .command()
            .map_err(|refusal| refusal.text(here.lang));
        answer(
            ctx,
            &self.service,
            Sender::Command(cmd),
            caller,
            here,
            asked,
        )
        .await
    }

    async fn on_component(&self, ctx: &Context, press: &ComponentInteraction) {
        let caller = user(&press.user, press.member.as_ref());
        let here = place(Arrival {
            id: press.id,
            guild: press.guild_id,
            channel: press.channel_id,
            locale: &press.locale,
            guild_locale: press.guild_locale.as_deref(),
            upload_limit: press.attachment_size_limit,
            context: press.context,
            server_install: server_installed(&press.authorizing_integration_owners),
        });
        // A button this bot never made (or no longer reads) is refused here. A
        // choice in a select menu is read from its value: what choosing it presses.
        let id = match &press.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => {
                values.first().map(String::as_str).unwrap_or("")
            }
            _ => press.data.custom_id.as_str(),
        };
        let asked = read_custom_id(id)
            .map(Command::Press)
            .ok_or_else(|| tr!(here.lang, "button-unknown"));
        answer(
            ctx,
            &self.service,
            Sender::Component(press),
            caller,
            here,
            asked,
        )
        .await
    }

    /// A move form submitted: `/move` in its game, with what was typed. (serenity's
    /// modal submit carries no `context`: where the bot is comes from the channel's
    /// reach, noted when the form's button was pressed there.)
    async fn on_form(&self, ctx: &Context, form: &ModalInteraction) {
        let caller = user(&form.user, form.member.as_ref());
        let channel = crate::ids::ChannelId(form.channel_id.get() as i64);
        let reach = self.service.reach_of(channel).await;
        let here = place(Arrival {
            id: form.id,
            guild: form.guild_id,
            channel: form.channel_id,
            locale: &form.locale,
            guild_locale: form.guild_locale.as_deref(),
            upload_limit: form.attachment_size_limit,
            context: None,
            server_install: reach == Reach::Member,
        });
        let here = match (form.guild_id, reach) {
            (None, Reach::Interaction) => here.seen_as(Surface::Private, reach),
            _ => here.seen_as(here.surface, reach),
        };
        let asked = read_form(&form.data)
            .map(Command::Move)
            .ok_or_else(|| tr!(here.lang, "button-unknown"));
        answer(ctx, &self.service, Sender::Modal(form), caller, here, asked).await
    }

    async fn on_autocomplete(&self, ctx: &Context, ac: &CommandInteraction) {
        let Some(focused) = ac.data.autocomplete() else {
            return;
        };
        let caller = user(&ac.user, ac.member.as_deref());
        let here = place(Arrival {
            id: ac.id,
            guild: ac.guild_id,
            channel: ac.channel_id,
            locale: &ac.locale,
            guild_locale: ac.guild_locale.as_deref(),
            upload_limit: ac.attachment_size_limit,
            context: ac.context,
            server_install: server_installed(&ac.authorizing_integration_owners),
        });
        let options = ac.data.options();
        let s = &self.service;
        let (choices, numeric) = match focused.name {
            "move" if ac.data.name == "puzzle" => (
                s.puzzle_move_choices(&caller, here, focused.value).await,
                false,
            ),
            "move" => (
                s.move_choices(
                    &caller,
                    here,
                    integer(&options, "game").map(GameId),
                    focused.value,
                )
                .await,
                false,
            ),
            "game" => (s.game_choices(&caller, here, focused.value).await, true),
            "topic" => (s.help_choices(focused.value, here.lang), false),
            _ => (vec![], false),
        };
        // Within Discord's limits on choices, for every list at once.
        let choices: Vec<AutocompleteChoice> = fit_choices(choices)
            .into_iter()
            .filter_map(|c| {
                Some(if numeric {
                    AutocompleteChoice::new(c.name, c.value.parse::<i64>().ok()?)
                } else {
                    AutocompleteChoice::new(c.name, c.value)
                })
            })
            .collect();
        let response = CreateInteractionResponse::Autocomplete(
            CreateAutocompleteResponse::new().set_choices(choices),
        );
        if let Err(e) = ac.create_response(&ctx.http, response).await {
            tracing::warn!(error = %e, "autocomplete answer failed");
        }
    }
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!(bot = %ready.user.name, servers = ready.guilds.len(), "connected to Discord");
        self.registration.once(&ctx.http, self.guild_id).await;
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match &interaction {
            Interaction::Command(cmd) => self.on_command(&ctx, cmd).await,
            Interaction::Component(press) => self.on_component(&ctx, press).await,
            Interaction::Autocomplete(ac) => self.on_autocomplete(&ctx, ac).await,
            Interaction::Modal(form) => self.on_form(&ctx, form).await,
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::render::custom_id;
    use super::*;
    use crate::game::{Button, ButtonStyle};

    #[test]
    fn every_button_is_read_back_from_its_custom_id() {
        for action in Action::ALL {
            for button in [
                Button::new(action, 42, "x", ButtonStyle::Primary),
                Button::new(action, i64::MIN, "x", ButtonStyle::Primary).at_ply(i64::MIN),
            ] {
                let id = custom_id(&button);
                assert!(id.chars().count() <= limits::CUSTOM_ID, "{id}");
                assert_eq!(read_custom_id(&id), Some(button.press()), "{id}");
            }
        }
        // The move picker's steps, with the largest numbers a custom id may hold.
        let (seven_g, eleven_k) = (Square::new(7, 6).unwrap(), Square::new(11, 10).unwrap());
        let origins = [
            Origin::Square(seven_g),
            Origin::Square(eleven_k),
            Origin::Hand(Kind(u8::MAX)),
        ];
        let mut steps = vec![PickStep::Pieces { page: u8::MAX }];
        for from in origins {
            steps.push(PickStep::Piece { from, page: 3 });
            steps.push(PickStep::To { from, to: eleven_k });
            for promote in [true, false] {
                steps.push(PickStep::Promote {
                    from,
                    to: seven_g,
                    promote,
                });
            }
        }
        for step in steps {
            for button in [
                Button::new(Action::Pick, i64::MIN, "x", ButtonStyle::Primary)
                    .at_ply(i64::MIN)
                    .step(step),
                Button::new(Action::Pick, 42, "x", ButtonStyle::Primary).step(step),
            ] {
                let id = custom_id(&button);
                assert!(id.chars().count() <= limits::CUSTOM_ID, "{id}");
                assert!(id.chars().count() <= limits::MENU_VALUE, "{id}");
                assert_eq!(read_custom_id(&id), Some(button.press()), "{id}");
            }
        }
        let pick = Button::new(Action::Pick, 42, "x", ButtonStyle::Primary).at_ply(17);
        assert_eq!(custom_id(&pick), "pick:42:17");
        assert_eq!(
            custom_id(&pick.clone().step(PickStep::Piece {
                from: Origin::Square(seven_g),
                page: 0
            })),
            "pick:42:17:f7g.0"
        );
        assert_eq!(
            custom_id(&pick.step(PickStep::Promote {
                from: Origin::Hand(Kind(3)),
                to: eleven_k,
                promote: true
            })),
            "pick:42:17:y*3-11k"
        );
        let takeback = Button::new(Action::AcceptTakeback, 42, "x", ButtonStyle::Primary);
        assert_eq!(custom_id(&takeback.at_ply(17)), "takeyes:42:17");
        assert_eq!(
            read_custom_id("accept:42"),
            Some(Press::new(Action::Accept, 42))
        );
        for unknown in [
            "nonsense",
            "accept:",
            "accept",
            "accept:x",
            "nope:1",
            "worst:1:x",
            "",
            // A step only the picker takes, and steps that are not steps.
            "accept:1:2:p0",
            "pick:1:2:",
            "pick:1:2:q1",
            "pick:1:2:p",
            "pick:1:2:p256",
            "pick:1:2:f7g",
            "pick:1:2:f7z.0",
            "pick:1:2:f12a.0",
            "pick:1:2:f0a.0",
            "pick:1:2:f*x.0",
            "pick:1:2:t7g7f",
            "pick:1:2:t7g-",
            "pick:1:2:y7g-7f:1",
            "pick:1:x:p0",
        ] {
            assert_eq!(read_custom_id(unknown), None, "{unknown}");
        }
    }

    #[test]
    fn choices_are_cut_to_discord_sizes() {
        let many: Vec<Choice> = (0..40)
            .map(|i| Choice {
                name: "n".repeat(150 + i),
                value: "v".repeat(120),
            })
            .collect();
        let fitted = fit_choices(many);
        assert_eq!(fitted.len(), limits::CHOICES);
        for c in fitted {
            assert!(c.name.chars().count() <= limits::CHOICE_NAME);
            assert!(c.value.chars().count() <= limits::CHOICE_VALUE);
        }
    }
}
