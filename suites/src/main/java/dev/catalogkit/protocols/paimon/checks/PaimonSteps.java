package dev.catalogkit.protocols.paimon.checks;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.DocumentCases;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.client.RequestBody;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.PreconditionFailed;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.ErrorResponse;
import dev.catalogkit.protocols.paimon.ListingPage;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonProfile;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import dev.catalogkit.protocols.paimon.PaimonRunState.Gate;
import dev.catalogkit.protocols.paimon.SemanticView;
import dev.catalogkit.spec.RequestCases.Case;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The shared steps of the Paimon suites: the run's database, semantic-view bodies from the sample
 * fixtures, and the gate every semantic-view check passes first (implemented, 501, or neither).
 */
final class PaimonSteps {

  static final String DEFAULT_FORMAT = DefinitionBody.DEFAULT_FORMAT;
  static final String TABLE = "paimon/table.json";

  private final Check<PaimonCatalogClient, PaimonRunState> check;
  private final RunContext run;
  private final PaimonCatalogClient client;

  PaimonSteps(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.check = check;
    this.run = check.run();
    this.client = check.client();
  }

  /**
   * The run's database name as the start of a name the check fixes per case, its own on every
   * attempt ({@link Check#ownName}).
   */
  String ownPrefix() {
    return check.ownName(database());
  }

  PaimonCatalogClient client() {
    return client;
  }

  /** The database every object of this run lives in. */
  String database() {
    return run.names().runId();
  }

  String newName(String purpose) {
    return run.names().object(purpose);
  }

  /** A database of this run's own beside the run database, made now. */
  String createdDatabase(String purpose) {
    String database = run.names().siblingNamespace(purpose).get(0);
    Precondition.require(client().createDatabase(database), 200, "create the database " + database);
    return database;
  }

  /** The model format the kit stores: --semantic-format, or databricks-yaml. */
  String format() {
    return run.settings().getOrDefault(PaimonProfile.FORMAT_SETTING, DEFAULT_FORMAT);
  }

  /**
   * The user's --semantic-sample, else the kit's sample for the format (databricks-yaml's if none).
   */
  String sampleContent() {
    String sample = run.settings().get(PaimonProfile.SAMPLE_SETTING);
    if (sample != null) {
      try {
        return Files.readString(Path.of(sample));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read --semantic-sample " + sample, e);
      }
    }
    return DefinitionBody.kitSample(format());
  }

  static RequestBody definition(String format, String content) {
    return DefinitionBody.of(format, content).request();
  }

  Exchange upsert(String database, String name, String content) {
    return client().upsertSemanticView(database, name, definition(format(), content));
  }

  Exchange upsert(String name, String content) {
    return upsert(database(), name, content);
  }

  /** An upsert in the run's database whose valid body is broken in one of the document's ways. */
  Exchange upsertBroken(String name, Case broken) {
    RequestBody valid = definition(format(), sampleContent());
    return client().upsertSemanticView(database(), name, DocumentCases.broken(valid, broken));
  }

  /** The document's cases of an upsert body, fitted to a definition of the databricks sample. */
  static Stream<Case> upsertCases(RunContext run) {
    RequestBody valid = definition(DEFAULT_FORMAT, "content");
    return DocumentCases.bodyCases(run.spec(), "upsertSemanticView", valid, broken -> true);
  }

  /** Stores a definition in a format other than the run's, in the run's database. */
  Exchange upsertInFormat(String name, String format, String content) {
    return client().upsertSemanticView(database(), name, definition(format, content));
  }

  /**
   * Stores the sample as a new semantic view. A 400 means the server does not take the kit's sample
   * format, which makes the check NOT_APPLICABLE; any other failure is a precondition.
   */
  String upserted(String database, String name) {
    Exchange stored = upsert(database, name, sampleContent());
    if (stored.hasStatus(400)) {
      throw new NotApplicable(
          "the server rejects the kit's " + format() + " sample (400): " + stored.body());
    }
    Precondition.require(stored, 200, "store the semantic view " + name);
    return name;
  }

  String upserted(String purpose) {
    return upserted(database(), newName(purpose));
  }

  /**
   * The semantic view of this name in the run's database reads back (200) with exactly this
   * content; {@code what} names the content for the report.
   */
  void expectStoredContent(String name, String what, String expected) {
    expectStoredContent(database(), name, what, expected);
  }

  /** As {@link #expectStoredContent(String, String, String)}, in this database. */
  void expectStoredContent(String database, String name, String what, String expected) {
    Exchange read = client().getSemanticView(database, name);
    Expect.status(read, 200);
    JsonValue content = SemanticView.in(read).content();
    // a text is compared by code point; anything else shows as it came, with no code points
    Expect.equal(what, expected, content.isText() ? content.text() : content, read);
  }

  /** The error answer names this resourceType (a missing one reads as {@code absent}). */
  static void expectResourceType(Exchange error, String expected) {
    Expect.equal("/resourceType", expected, ErrorResponse.in(error).resourceType().text(), error);
  }

  /** Walks a database's semantic-view listing with these parameters, up to a bound of pages. */
  PagedWalk semanticViewsListed(String database, Map<String, String> query, int maxPages) {
    return PagedWalk.of(
        parameters -> client().listSemanticViews(database, parameters),
        query,
        ListingPage::semanticViews,
        maxPages);
  }

  /**
   * Walks the semantic-view listings of two databases in turn, a page of each, with these
   * parameters; the walks in that order.
   */
  List<PagedWalk> semanticViewsListedInTurn(
      String first, String second, Map<String, String> query, int maxPages) {
    return PagedWalk.interleaved(
        parameters -> client().listSemanticViews(first, parameters),
        parameters -> client().listSemanticViews(second, parameters),
        query,
        ListingPage::semanticViews,
        maxPages);
  }

  /** Creates an ordinary SQL view of this name in the database. */
  Exchange createSqlView(String database, String name) {
    return client().createView(database, name, SqlViewBody.of(database, name));
  }

  String createdSqlView(String purpose) {
    String name = newName(purpose);
    Precondition.require(createSqlView(database(), name), 200, "create the SQL view " + name);
    return name;
  }

  /** Creates a table of a fresh name in the run's database. */
  String createdTable(String purpose) {
    String name = newName(purpose);
    ObjectNode body = Fixtures.json(TABLE);
    ((ObjectNode) body.path("identifier")).put("database", database()).put("object", name);
    Precondition.require(
        client().createTable(database(), name, RequestBody.json(body, TABLE)),
        200,
        "create the table " + name);
    return name;
  }

  /** Renames a table of the run's database to another name there. */
  Exchange renameTable(String from, String to) {
    return client().renameTable(renameBody(database(), from, to));
  }

  /** Renames a SQL view of the database to another name there. */
  Exchange renameSqlView(String database, String from, String to) {
    return client().renameView(renameBody(database, from, to));
  }

  /** A rename's body (a table's and a SQL view's are alike): source and destination identifiers. */
  private static RequestBody renameBody(String database, String from, String to) {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    body.putObject("source").put("database", database).put("object", from);
    body.putObject("destination").put("database", database).put("object", to);
    return RequestBody.json(body, null);
  }

  /**
   * The gate, where it decided: the server implements semantic views or answers 501. A server that
   * does neither makes the check NOT_APPLICABLE (PAI-GATE-01 reports it).
   */
  Gate requireGateDecided() {
    Gate gate = gate();
    if (!gate.implemented() && !gate.notImplemented()) {
      throw new NotApplicable(gate.reason());
    }
    return gate;
  }

  /** The gate; every semantic-view check but the gate's own stops NOT_APPLICABLE unless open. */
  void requireSemanticViews() {
    Gate gate = gate();
    if (!gate.implemented()) {
      throw new NotApplicable(gate.reason());
    }
  }

  /** The gate; a probe that got a 5xx or no answer is a step that failed, not a finding. */
  Gate gate() {
    Gate gate = probedGate();
    if (gate.undecided()) {
      throw new PreconditionFailed("could not probe the semantic-view routes: " + gate.reason());
    }
    return gate;
  }

  /** The gate as probed, whatever the probe got: for the gate's own check (PAI-GATE-01). */
  Gate probedGate() {
    return check.session().state().gate(this::probe);
  }

  private Gate probe() {
    return PaimonRunState.probe(gateClient(), database(), run.names().runId() + "_gate_probe");
  }

  /**
   * The run's own client, recording outside any check: the gate is probed once, by whichever check
   * asks first, and no check's evidence should depend on which did (the gate's check quotes the
   * probe as its decisive answer).
   */
  private PaimonCatalogClient gateClient() {
    return check.session().client();
  }
}
