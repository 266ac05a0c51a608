package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.DocumentCases;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.RequestBody;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.spec.RequestCases.Case;
import dev.catalogkit.spec.RequestCases.Kind;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The shared steps of the Iceberg checks about tables: create (minimal, staged, in a namespace of
 * its own), load, rename (valid or broken), register, and what a check expects of a table after.
 * One per check, through {@link IcebergSteps#tables()}.
 */
final class TableSteps {

  private final IcebergSteps steps;

  TableSteps(IcebergSteps steps) {
    this.steps = steps;
  }

  private IcebergCatalogClient client() {
    return steps.client();
  }

  /** Creates a table from the minimal fixture; the check stops as NOT_VERIFIED if that fails. */
  CreatedTable created(String purpose) {
    return created(steps.namespace(), steps.newName(purpose));
  }

  CreatedTable created(List<String> namespace, String name) {
    Exchange created = create(namespace, name);
    Precondition.require(created, 200, "create the table " + name);
    return new CreatedTable(
        namespace, name, uuidIn(created), IcebergSteps.metadataLocationIn(created));
  }

  Exchange create(List<String> namespace, String name) {
    return client().createTable(namespace, TableBody.minimal(name));
  }

  /**
   * Stages the create of a table under this name ({@code stage-create: true}), as a create
   * transaction starts; the check stops as NOT_VERIFIED if that fails or the staged metadata lacks
   * what the commit copies from it.
   */
  StagedTable staged(String name) {
    Exchange staged = stageCreate(name);
    Precondition.require(staged, 200, "stage the create of the table " + name);
    Precondition.require(
        CreateCommit.canCommit(staged.at("/metadata")),
        "the staged metadata of " + name + " names its UUID, location, schema, spec and order");
    return new StagedTable(name, staged);
  }

  /** Stages the create of a table under this name ({@code stage-create: true}). */
  Exchange stageCreate(String name) {
    ObjectNode body = Fixtures.json(IcebergSteps.MINIMAL_TABLE);
    body.put("name", name).put("stage-create", true);
    return client()
        .createTable(steps.namespace(), RequestBody.json(body, IcebergSteps.MINIMAL_TABLE));
  }

  /** Commits a staged create: {@code assert-create} and the updates that build the table. */
  Exchange commitCreate(StagedTable staged) {
    return client()
        .updateTable(
            steps.namespace(),
            staged.name(),
            CreateCommit.of(steps.namespace(), staged.name(), staged.answer().at("/metadata")));
  }

  /** The table's UUID as it loads now; the check stops as NOT_VERIFIED if it does not load. */
  String loadedUuid(List<String> namespace, String table) {
    Exchange loaded = client().loadTable(namespace, table);
    Precondition.require(loaded, 200, "load the table " + table);
    return uuidIn(loaded);
  }

  static String uuidIn(Exchange answer) {
    return answer.at("/metadata/table-uuid").asText();
  }

  /**
   * A table alone in a namespace of its own. A broken rename may be read leniently (a name sent as
   * the number 7 taken as "7"), so no two cases may share a namespace: one case's rename must not
   * make the name another case sends.
   */
  CreatedTable createdOfItsOwn(String purpose) {
    return created(steps.namespaces().createdContainer(purpose), steps.newName(purpose));
  }

  /**
   * A rename of the table within its namespace, the valid body broken in one of the document's
   * ways.
   */
  Exchange renameBroken(CreatedTable table, String to, Case broken) {
    RequestBody valid =
        RenameBody.of(table.namespace(), table.name(), table.namespace(), to).request();
    return client().renameTable(DocumentCases.broken(valid, broken), null);
  }

  Exchange rename(String from, String to, String idempotencyKey) {
    return rename(steps.namespace(), from, steps.namespace(), to, idempotencyKey);
  }

  Exchange rename(
      List<String> fromNamespace,
      String from,
      List<String> toNamespace,
      String to,
      String idempotencyKey) {
    return client()
        .renameTable(RenameBody.of(fromNamespace, from, toNamespace, to).request(), idempotencyKey);
  }

  /** Registers the table of a metadata file under this name. */
  Exchange register(List<String> namespace, String name, String metadataLocation) {
    return client().registerTable(namespace, IcebergSteps.registerBody(name, metadataLocation));
  }

  /** The table still loads under its name as the one created (same table-uuid). */
  void expectUnchanged(CreatedTable table, Exchange after) {
    Expect.equal("table-uuid", table.uuid(), loadedUuid(table.namespace(), table.name()), after);
  }

  /** A refused move left the table where it was: under its name, and not in the destination. */
  void expectStayed(CreatedTable table, List<String> destination, Exchange refused) {
    expectStillThere(table, refused);
    expectNone(destination, table.name());
  }

  /**
   * The table still loads under its name with its table-uuid and its metadata file, whatever the
   * request before did: nothing was committed to it.
   */
  void expectUntouched(CreatedTable table, Exchange before) {
    Exchange loaded = expectStillThere(table, before);
    Expect.equal(
        "the table's metadata-location",
        table.metadataLocation(),
        IcebergSteps.metadataLocationIn(loaded),
        before,
        loaded);
  }

  /**
   * The table still loads under its name with its table-uuid, whatever the request before did; the
   * answer of that load.
   */
  private Exchange expectStillThere(CreatedTable table, Exchange before) {
    Exchange source = client().loadTable(table.namespace(), table.name());
    Expect.that(
        source.hasStatus(200) && table.uuid().equals(uuidIn(source)),
        "the table " + table.name() + " still under its name",
        "the source " + source.summary(),
        before,
        source);
    return source;
  }

  /** No table of this name exists, in the same sense. */
  void expectNone(String table) {
    expectNone(steps.namespace(), table);
  }

  /** No table of this name exists in the namespace, in the same sense. */
  void expectNone(List<String> namespace, String table) {
    IcebergSteps.expectNotFound(client().loadTable(namespace, table), "table " + table);
  }

  /** Rename-table cases of a rule, fitted to a rename within one namespace. */
  static Stream<Case> renameCases(RunContext run, Predicate<Case> rule) {
    RequestBody valid = RenameBody.of(List.of("ns"), "from", List.of("ns"), "to").request();
    return DocumentCases.bodyCases(run.spec(), "renameTable", valid, rule);
  }

  /**
   * A rename whose source or destination name is null: a JSON type the document's cases do not send
   * (they send a number), named like them.
   */
  static Stream<Case> renameNullNames() {
    return Stream.of("source", "destination")
        .map(
            identifier ->
                new Case(
                    "renameTable",
                    Kind.WRONG_TYPE,
                    "RenameTableRequest." + identifier + ".name.null",
                    List.of(identifier, "name"),
                    NullNode.getInstance()));
  }

  /** A table the check created, with the UUID the server assigned and its metadata file. */
  record CreatedTable(List<String> namespace, String name, String uuid, String metadataLocation) {}

  /** A create staged but not committed: no table exists yet; the answer carries its metadata. */
  record StagedTable(String name, Exchange answer) {}
}
