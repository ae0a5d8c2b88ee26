# Multi-stage build: compile in the Rust image, run in a slim Debian with a non-root user.
# rustls and bundled SQLite mean no OpenSSL or libsqlite3 is needed at run time.
FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock build.rs ./
COPY src src
COPY migrations migrations
COPY crates crates
# Cargo reads every target the manifest names, so the benches, tests and examples come too.
COPY benches benches
COPY tests tests
COPY examples examples
RUN cargo build --release --locked --bin timur

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin timur \
    && mkdir -p /data && chown timur /data
COPY --from=build /src/target/release/timur /usr/local/bin/timur
USER timur
WORKDIR /data
VOLUME ["/data"]
ENV DATABASE_URL=/data/timur.db RUST_LOG=info
ENTRYPOINT ["timur"]
CMD ["bot"]
