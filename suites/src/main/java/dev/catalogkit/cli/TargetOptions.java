package dev.catalogkit.cli;

import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.http.TargetConfig;
import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.Option;

/**
 * How to reach and authenticate to the server, shared by every command that sends requests ({@code
 * certify}, {@code explore}): the same options, the same checks, the same {@link TargetConfig}.
 */
final class TargetOptions {

  @Option(
      names = "--target",
      paramLabel = "URL",
      description = "The server's base URL, e.g. http://127.0.0.1:8181 (env CATALOG_URI).")
  URI target;

  @Option(
      names = "--warehouse",
      description = "Warehouse sent to GET /v1/config (env CATALOG_WAREHOUSE).")
  String warehouse;

  @Option(names = "--token", description = "Bearer token for every request (env CATALOG_TOKEN).")
  String token;

  @Option(
      names = "--credential",
      paramLabel = "ID:SECRET",
      description =
          "OAuth2 client credential, exchanged for a bearer token at the token endpoint"
              + " (env CATALOG_CREDENTIAL).")
  String credential;

  @Option(
      names = "--oauth2-server-uri",
      paramLabel = "URL",
      description =
          "Token endpoint for --credential: an absolute URL, or a path under --target (default:"
              + " v1/oauth/tokens under --target; env CATALOG_OAUTH2__SERVER__URI).")
  URI oauth2ServerUri;

  @Option(
      names = "--scope",
      description =
          "OAuth2 scope asked for with --credential (default: catalog; env CATALOG_SCOPE).")
  String scope;

  @Option(names = "--header", paramLabel = "NAME=VALUE", description = "Extra header, repeatable.")
  Map<String, String> headers = new LinkedHashMap<>();

  @Option(
      names = "--header-public",
      paramLabel = "NAME",
      description =
          "An extra header whose value may appear in reports, repeatable; every other --header"
              + " value is redacted as a secret.")
  Set<String> publicHeaders = Set.of();

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      defaultValue = "10",
      description = "Per-request timeout in seconds (default: ${DEFAULT-VALUE}).")
  int timeoutSeconds;

  /** The options that go together, checked before the first request (exit 2). */
  void validate() {
    if (token != null && credential != null) {
      throw new RunAborted("give --token or --credential, not both");
    }
    if (credential == null && (oauth2ServerUri != null || scope != null)) {
      throw new RunAborted("--oauth2-server-uri and --scope go with --credential");
    }
    if (timeoutSeconds < 1) {
      throw new RunAborted("--timeout must be at least 1 second");
    }
    if (target != null && (target.getScheme() == null || !target.getScheme().startsWith("http"))) {
      throw new RunAborted(
          "--target must be an http(s) URL, got " + TargetConfig.withoutUserInfo(target));
    }
  }

  /** The server at {@code uri} (the target, an image's or the reference's) with these options. */
  TargetConfig config(URI uri) {
    return new TargetConfig(
        uri,
        warehouse,
        token,
        credential,
        headers,
        Duration.ofSeconds(timeoutSeconds),
        TargetConfig.DEFAULT_MAX_BODY_BYTES,
        publicHeaders,
        oauth2ServerUri,
        scope);
  }
}
