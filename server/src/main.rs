use clap::Parser;
use domain::admin_cli;
use foundation::db;
use server::cli::{Cli, Command};
use server::config::Settings;
use server::startup::Application;
use server::telemetry;

fn main() -> anyhow::Result<()> {
    foundation::memory::tune_allocator();
    tokio::runtime::Builder::new_multi_thread().enable_all().build()?.block_on(run())
}

async fn run() -> anyhow::Result<()> {
    telemetry::init();
    let cli = Cli::parse();
    match cli.command {
        Command::Serve(args) => {
            let settings = Settings::from_serve_args(args)?;
            let app = Application::build(settings).await?;
            tracing::info!(addr = %app.addr(), "serving");
            app.run_until_stopped().await?;
            telemetry::otlp::shutdown();
        }
        Command::Migrate(args) => {
            let db = db::connect(&args.target()?).await?;
            db::migrate(&db).await?;
            println!("migrations applied");
        }
        Command::Demo(args) => {
            let db = db::connect(&args.db.target()?).await?;
            db::migrate(&db).await?;
            let started = std::time::Instant::now();
            let grown = domain::seed::scale::run(&db, args.products).await?;
            println!("{grown} ({:.1} s)", started.elapsed().as_secs_f64());
        }
        Command::Reindex(args) => {
            let db = db::connect(&args.target()?).await?;
            db::migrate(&db).await?;
            let products = domain::search::index::index_missing(&db).await?;
            let enquiries = domain::enquiries::words::index_missing(&db).await?;
            // Rows loaded around the app get their planner statistics here, not at the next start.
            db::take_statistics(&db).await?;
            println!("indexed {products} products and {enquiries} enquiries");
        }
        Command::Prerender(args) => {
            let settings = Settings::from_serve_args(args.serve)?;
            // Twice the isolates: each page's load and save overlap another's render.
            let at_once = args.at_once.unwrap_or(settings.ssr.size * 2);
            let (state, _) = server::startup::shared_state(&settings).await?;
            let tally = server::prerender::run(&state, at_once, indicatif::ProgressBar::new(0)).await?;
            println!("{tally}");
        }
        Command::Backup(args) => println!("{}", ops::backup::run_backup(args).await?),
        Command::Restore(args) => println!("{}", ops::backup::run_restore(args).await?),
        Command::Openapi => {
            let doc = server::api::document();
            println!("{}", doc.to_pretty_json()?);
        }
        Command::CreateAdmin(args) => {
            let db = db::connect(&args.db.target()?).await?;
            db::migrate(&db).await?;
            let created = admin_cli::create_or_reset_admin(&db, &args.email, &args.password).await?;
            println!("{}", if created { "admin created" } else { "admin password reset" });
        }
    }
    Ok(())
}
