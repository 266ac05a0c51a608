package dev.catalogkit.engine;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.Redactor;
import dev.catalogkit.spec.RequirementCatalogue;
import dev.catalogkit.spec.SpecDocument;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One protocol the kit certifies, as a plug-in found with {@link java.util.ServiceLoader}: its
 * catalogue and OpenAPI document, its checks, its client, how it authenticates and discovers the
 * server, the container a run works in and the janitor that removes it, the settings it takes on
 * the command line and, where it has one, its embedded reference server. The engine knows no
 * protocol; adding one is adding a folder ({@code docs/internal/protocols.md}).
 */
public interface ProtocolProfile {

  /** The profile's name, as {@code --profile} takes it. */
  String id();

  /** One line for {@code --help} and {@code --list}. */
  String description();

  RequirementCatalogue catalogue();

  SpecDocument spec();

  /** The package whose {@code @ConformanceSuite} classes are this profile's checks. */
  String checksPackage();

  /** A client on the run's wire, recording outside any check. */
  RestCatalogClient newClient(RestCatalogClient.Wire wire);

  /** Reads the error type of this protocol's error body (for evidence), or null. */
  String errorTypeOf(Exchange exchange);

  /** The command-line settings this profile takes, e.g. {@code --semantic-format}. */
  default List<Setting> settings() {
    return List.of();
  }

  /** Checks the settings given before any request; a problem is a {@link RunAborted}. */
  default void validate(Map<String, String> settings) {}

  /** Authenticates the run's client if credentials call for it; returns a redactor that knows. */
  default Redactor authenticate(RestCatalogClient client, Redactor redactor) {
    return redactor;
  }

  /**
   * Asks the server what it offers and routes the client under the right prefix. A server that does
   * not answer at all stops the run ({@link RunAborted}).
   */
  Discovery discover(RestCatalogClient client);

  /** Creates the run's own namespace or database, or stops the run (exit 2). */
  void makeRunContainer(RestCatalogClient client, RunNames names);

  Janitor janitor(RestCatalogClient client, Discovery discovery);

  /**
   * A plain valid read of what the run owns (its namespace, its database): the isolation phase's
   * control. When a check that ran alone did not pass with a 5xx among its answers, this is sent
   * right after; a 5xx to it too means the server is failing as a whole, not at that rule. Empty
   * for a profile without one (no check of it is then discounted).
   */
  default Optional<Exchange> control(RestCatalogClient client, RunNames names) {
    return Optional.empty();
  }

  /**
   * The operations whose negative cases from the OpenAPI document ({@code spec.RequestCases}) the
   * profile's checks send. {@code DocumentCasesCoverageTest} holds every other operation with cases
   * to a reason in {@link #operationsWithoutDocumentCases()}.
   */
  default Set<String> operationsWithDocumentCases() {
    return Set.of();
  }

  /** The operations whose document cases no check sends, each with the reason. */
  default Map<String, String> operationsWithoutDocumentCases() {
    return Map.of();
  }

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
