fn main() -> std::process::ExitCode {
    arbitre::cli::main()
}
