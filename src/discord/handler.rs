//! Reading: interactions in, read as the service's commands (the caller, the place,
//! the command with its options, a button's press from its custom id) and handed to
//! [`answer`](super::answer), which has the service handle them. Nothing here
//! decides anything. Autocomplete is answered here at once, its choices within
//! Discord's limits.

use crate::ids::GameId;
use serenity::all::{
    AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, AutocompleteChoice,
    CommandInteraction, ComponentInteraction, ComponentInteractionDataKind, Context,
    CreateAutocompleteResponse, CreateInteractionResponse, EventHandler, Guild, GuildId,
    Interaction, InteractionContext, Member, ModalInteraction, PartialGuild, Ready, ResolvedOption,
    ResolvedValue,
};
use serenity::async_trait;

use super::answer::answer;
use super::custom_ids::{read_custom_id, read_form};
use super::deliver::Sender;
use super::limits;
use super::register::Registration;
use crate::commands::{Args, Value};
use crate::game::reply::cut;
use crate::game::{self, Choice, Command, Place, Reach, Service, Surface};
use crate::i18n::Lang;
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
                    Value::Channel(crate::ids::ChannelId::new(c.id.get() as i64))
                }
                ResolvedValue::Role(r) => Value::Role(crate::ids::RoleId::new(r.id.get() as i64)),
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
                    .map(|r| crate::ids::RoleId::new(r.get() as i64))
                    .collect()
            })
            .unwrap_or_default(),
    }
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
        // A server that never added the bot shows a user-installed app's replies
        // only to the caller when they lack Use External Apps (Discord,
        // "Permissions": USE_EXTERNAL_APPS, "the responses will be ephemeral").
        let here = match (here.surface, here.reach, cmd.member.as_ref()) {
            (Surface::Server, Reach::Interaction, Some(m))
                if m.permissions.is_some_and(|p| !p.use_external_apps()) =>
            {
                here.seen_by_caller_only()
            }
            _ => here,
        };
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
        let channel = crate::ids::ChannelId::new(form.channel_id.get() as i64);
        let reach = self.service.reach().reach_of(channel).await;
        let surface = match (form.guild_id, reach) {
            (Some(_), _) => Surface::Server,
            (None, Reach::Member) => Surface::BotDm,
            (None, Reach::Interaction) => Surface::Private,
        };
        let here = place(Arrival {
            id: form.id,
            guild: form.guild_id,
            channel: form.channel_id,
            locale: &form.locale,
            guild_locale: form.guild_locale.as_deref(),
            upload_limit: form.attachment_size_limit,
            context: None,
            // Decided just above, from the stored reach.
            server_install: true,
        })
        .seen_as(surface, reach);
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
                s.puzzles()
                    .puzzle_move_choices(&caller, here, focused.value)
                    .await,
                false,
            ),
            "move" => (
                s.games()
                    .move_choices(
                        &caller,
                        here,
                        integer(&options, "game").and_then(GameId::checked),
                        focused.value,
                    )
                    .await,
                false,
            ),
            "game" => (
                s.games().game_choices(&caller, here, focused.value).await,
                true,
            ),
            "topic" => (s.settings().help_choices(focused.value, here.lang), false),
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

    /// Discord sends each server the bot is in at every connection, and when the
    /// bot joins one: its name is noted for the web pages.
    async fn guild_create(&self, _ctx: Context, guild: Guild, _is_new: Option<bool>) {
        let server = crate::ids::ServerId::new(guild.id.get() as i64);
        self.service
            .settings()
            .note_server_name(server, &guild.name)
            .await;
    }

    /// A server renamed.
    async fn guild_update(&self, _ctx: Context, _old: Option<Guild>, new: PartialGuild) {
        let server = crate::ids::ServerId::new(new.id.get() as i64);
        self.service
            .settings()
            .note_server_name(server, &new.name)
            .await;
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
    use super::*;

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
