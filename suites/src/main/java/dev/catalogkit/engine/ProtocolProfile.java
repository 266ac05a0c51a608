package dev.catalogkit.engine;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.spec.RequirementCatalogue;
import dev.catalogkit.spec.SpecDocument;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One protocol the kit certifies, as a plug-in found with {@link java.util.ServiceLoader}: its
 * catalogue and OpenAPI document, its checks, the session a run of it opens ({@link
 * ProfileSession}: its client, how it authenticates and discovers the server, the container a run
 * works in and the janitor that removes it), the settings it takes on the command line and, where
 * it has one, its embedded reference server. The engine knows no protocol; adding one is adding a
 * folder ({@code docs/internal/protocols.md}).
 */
public interface ProtocolProfile {

  /** The profile's name, as {@code --profile} takes it. */
  String id();

  /** One line for {@code --help} and {@code --list}. */
  String description();

  /** The requirement catalogue, loaded once per profile instance: runs ask for it often. */
  RequirementCatalogue catalogue();

  /** The OpenAPI document, loaded once per profile instance: every check asks for it. */
  SpecDocument spec();

  /** The package whose {@code @ConformanceSuite} classes are this profile's checks. */
  String checksPackage();

  /**
   * Opens the profile's session of one run on the run's wire: its client, recording outside any
   * check, and what authenticates it, discovers the server, makes and cleans up the run's
   * container.
   */
  ProfileSession<?, ?> open(RestCatalogClient.Wire wire);

  /** Reads the error type of this protocol's error body (for evidence), or null. */
  String errorTypeOf(Exchange exchange);

  /** The command-line settings this profile takes, e.g. {@code --semantic-format}. */
  default List<Setting> settings() {
    return List.of();
  }

  /** Checks the settings given before any request; a problem is a {@link RunAborted}. */
  default void validate(Map<String, String> settings) {}

  /** The kit's own server for this protocol, started on 127.0.0.1, when it has one. */
  default Optional<EmbeddedServer> startReference() {
    return Optional.empty();
  }

  /** A command-line setting of a profile, {@code --<name> <label>}. */
  record Setting(String name, String label, String description) {}

  /** A server the kit started itself. */
  interface EmbeddedServer extends AutoCloseable {
    URI uri();

    @Override
    void close();
  }
}
