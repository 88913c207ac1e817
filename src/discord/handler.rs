//! Interactions → service calls → responses. Nothing here decides anything: it only
//! reads options, calls the service and sends what it answers.

use serenity::all::{
    AutocompleteChoice, Command, CommandInteraction, ComponentInteraction, Context,
    CreateAutocompleteResponse, CreateInteractionResponse, EventHandler, GuildId, Interaction,
    Member, Ready, ResolvedOption, ResolvedValue,
};
use serenity::async_trait;

use super::{commands, respond};
use crate::game::{
    self, Action, ColorChoice, ExportFormat, Place, Response, Service, StartOptions,
};

pub struct Handler {
    pub service: Service,
    pub guild_id: Option<u64>,
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

fn place(guild: Option<GuildId>, channel: serenity::all::ChannelId) -> Place {
    Place {
        guild_id: guild.map(|g| g.get() as i64).unwrap_or(0),
        channel_id: channel.get() as i64,
    }
}

fn string<'a>(options: &'a [ResolvedOption], name: &str) -> Option<&'a str> {
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::String(s) => Some(s),
            _ => None,
        })
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

fn boolean(options: &[ResolvedOption], name: &str) -> Option<bool> {
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::Boolean(b) => Some(b),
            _ => None,
        })
}

fn user_option(options: &[ResolvedOption], name: &str) -> Option<game::User> {
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::User(u, member) => {
                Some(game_user(u, member.and_then(|m| m.nick.as_ref())))
            }
            _ => None,
        })
}

impl Handler {
    async fn on_command(&self, ctx: &Context, cmd: &CommandInteraction) {
        let caller = user(&cmd.user, cmd.member.as_deref());
        let here = place(cmd.guild_id, cmd.channel_id);
        let options = cmd.data.options();
        let game = integer(&options, "game");
        let s = &self.service;
        let response = match cmd.data.name.as_str() {
            "start" => {
                let defaults = StartOptions::default();
                let color =
                    string(&options, "color").map(|c| ColorChoice::parse(c).unwrap_or_default());
                s.start(
                    &caller,
                    here,
                    StartOptions {
                        opponent: user_option(&options, "opponent"),
                        variant: string(&options, "variant")
                            .unwrap_or(&defaults.variant)
                            .to_string(),
                        color: color.unwrap_or(defaults.color),
                        days: integer(&options, "days").unwrap_or(defaults.days),
                        rated: boolean(&options, "rated").unwrap_or(defaults.rated),
                    },
                )
                .await
            }
            "move" => {
                s.play_move(&caller, here, game, string(&options, "move").unwrap_or(""))
                    .await
            }
            "resign" => s.resign(&caller, here, game).await,
            "draw" => s.draw(&caller, here, game).await,
            "board" => {
                s.board(
                    &caller,
                    here,
                    game,
                    boolean(&options, "flip").unwrap_or(false),
                )
                .await
            }
            "games" => {
                s.games(&caller, here, user_option(&options, "user").as_ref())
                    .await
            }
            "export" => {
                let format = string(&options, "format")
                    .and_then(ExportFormat::parse)
                    .unwrap_or_default();
                s.export(&caller, here, game, format).await
            }
            "help" => s.help(string(&options, "topic")),
            "rating" => {
                s.rating(&caller, here, user_option(&options, "user").as_ref())
                    .await
            }
            "ladder" => {
                let admin = cmd
                    .member
                    .as_ref()
                    .and_then(|m| m.permissions)
                    .is_some_and(|p| p.manage_guild());
                let (sub, sub_options) = match options.first() {
                    Some(ResolvedOption {
                        name,
                        value: ResolvedValue::SubCommand(inner),
                        ..
                    }) => (*name, inner.as_slice()),
                    _ => ("", &[][..]),
                };
                match (
                    sub,
                    user_option(sub_options, "opponent"),
                    user_option(sub_options, "user"),
                ) {
                    ("join", _, _) => s.ladder_join(&caller, here).await,
                    ("leave", _, _) => s.ladder_leave(&caller, here).await,
                    ("standings", _, _) => s.ladder_standings(&caller, here).await,
                    ("challenge", Some(opponent), _) => {
                        let variant = string(sub_options, "variant").map(str::to_string);
                        s.ladder_challenge(
                            &caller,
                            here,
                            &opponent,
                            variant,
                            integer(sub_options, "days"),
                        )
                        .await
                    }
                    ("remove", _, Some(target)) => {
                        s.ladder_remove(&caller, here, &target, admin).await
                    }
                    _ => {
                        Response::refuse("Use /ladder join, leave, standings, challenge or remove.")
                    }
                }
            }
            other => Response::refuse(format!("I don't know the command /{other} any more.")),
        };
        // A challenge post: remember its message so its buttons can be disabled when
        // it expires.
        let challenge = response
            .messages
            .first()
            .and_then(|m| m.buttons.iter().find(|b| b.action == Action::Accept))
            .map(|b| b.target);
        self.send(ctx, Sender::Command(cmd), response).await;
        if let Some(challenge) = challenge {
            match cmd.get_response(&ctx.http).await {
                Ok(message) => {
                    s.set_challenge_message(challenge, message.id.get() as i64)
                        .await
                }
                Err(e) => tracing::warn!(error = %e, "could not read back the challenge post"),
            }
        }
    }

    async fn on_component(&self, ctx: &Context, press: &ComponentInteraction) {
        let caller = user(&press.user, press.member.as_ref());
        let here = place(press.guild_id, press.channel_id);
        let response = self
            .service
            .press(&caller, here, &press.data.custom_id)
            .await;
        self.send(ctx, Sender::Component(press), response).await;
    }

    async fn on_autocomplete(&self, ctx: &Context, ac: &CommandInteraction) {
        let Some(focused) = ac.data.autocomplete() else {
            return;
        };
        let caller = user(&ac.user, ac.member.as_deref());
        let here = place(ac.guild_id, ac.channel_id);
        let options = ac.data.options();
        let choices: Vec<AutocompleteChoice> = match focused.name {
            "move" => self
                .service
                .move_choices(&caller, here, integer(&options, "game"), focused.value)
                .await
                .into_iter()
                .map(|c| AutocompleteChoice::new(c.name, c.value))
                .collect(),
            "game" => self
                .service
                .game_choices(&caller, here, focused.value)
                .await
                .into_iter()
                .filter_map(|c| {
                    Some(AutocompleteChoice::new(
                        c.name,
                        c.value.parse::<i64>().ok()?,
                    ))
                })
                .collect(),
            "topic" => self
                .service
                .help_choices(focused.value)
                .into_iter()
                .map(|c| AutocompleteChoice::new(c.name, c.value))
                .collect(),
            _ => vec![],
        };
        let response = CreateInteractionResponse::Autocomplete(
            CreateAutocompleteResponse::new().set_choices(choices),
        );
        if let Err(e) = ac.create_response(&ctx.http, response).await {
            tracing::warn!(error = %e, "autocomplete answer failed");
        }
    }

    /// Answer an interaction: the first message (or the update of the pressed
    /// button's message) as the response, the rest as follow-ups.
    async fn send(&self, ctx: &Context, to: Sender<'_>, response: Response) {
        let mut messages = response.messages.iter();
        let first = match (&response.update_origin, &to) {
            (Some(origin), Sender::Component(press)) => {
                CreateInteractionResponse::UpdateMessage(respond::update(origin, &press.message))
            }
            _ => match messages.next() {
                Some(reply) => CreateInteractionResponse::Message(respond::message(reply)),
                None => CreateInteractionResponse::Acknowledge,
            },
        };
        let result = match &to {
            Sender::Command(c) => c.create_response(&ctx.http, first).await,
            Sender::Component(c) => c.create_response(&ctx.http, first).await,
        };
        if let Err(e) = result {
            tracing::warn!(error = %e, "interaction response failed");
            return;
        }
        for reply in messages {
            let result = match &to {
                Sender::Command(c) => c.create_followup(&ctx.http, respond::followup(reply)).await,
                Sender::Component(c) => {
                    c.create_followup(&ctx.http, respond::followup(reply)).await
                }
            };
            if let Err(e) = result {
                tracing::warn!(error = %e, "follow-up message failed");
            }
        }
    }
}

enum Sender<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!(bot = %ready.user.name, servers = ready.guilds.len(), "connected to Discord");
        let registered = match self.guild_id {
            Some(id) => {
                GuildId::new(id)
                    .set_commands(&ctx.http, commands::all())
                    .await
            }
            None => Command::set_global_commands(&ctx.http, commands::all()).await,
        };
        match registered {
            Ok(list) => {
                tracing::info!(count = list.len(), guild = ?self.guild_id, "slash commands registered")
            }
            Err(e) => tracing::error!(error = %e, "registering slash commands failed"),
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match &interaction {
            Interaction::Command(cmd) => self.on_command(&ctx, cmd).await,
            Interaction::Component(press) => self.on_component(&ctx, press).await,
            Interaction::Autocomplete(ac) => self.on_autocomplete(&ctx, ac).await,
            _ => {}
        }
    }
}
