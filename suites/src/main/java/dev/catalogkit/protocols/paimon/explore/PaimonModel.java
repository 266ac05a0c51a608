package dev.catalogkit.protocols.paimon.explore;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The explorer's model of the databases a walk works in: which exist, and in each the semantic
 * views (with the content last committed) and the SQL views, which share one name space. It also
 * remembers why a name that held a semantic view holds none now, so a server that still shows it
 * breaks the sentence that took it away.
 */
final class PaimonModel {

  /** What one database holds. */
  static final class Database {
    final Map<String, Definition> semanticViews = new TreeMap<>();
    final Set<String> sqlViews = new TreeSet<>();
  }

  /**
   * A committed definition, vouched for by the sentence that promised reads would show it: the
   * create's (PAI-UPS-02) or the last replacement's (PAI-UPS-03).
   */
  record Definition(String content, String vouchedBy) {}

  /**
   * Why a name holds no semantic view: the rule its GET's 404 keeps, and the rule its absence from
   * the listing keeps.
   */
  record Absence(String readRule, String listRule) {}

  /** A name never stored: "404 Missing database or model" (the gate's), "visible names only". */
  static final Absence NEVER_STORED = new Absence("PAI-GATE-01", "PAI-LIST-02");

  private static final Absence DELETED = new Absence("PAI-DEL-01", "PAI-DEL-04");
  private static final Absence CASCADED = new Absence("PAI-SQL-05", "PAI-SQL-05");
  private static final Absence CLASHED = new Absence("PAI-SQL-01", "PAI-SQL-01");

  private final Map<Integer, Database> databases = new TreeMap<>();
  private final Map<Integer, Map<String, Absence>> absences = new HashMap<>();

  boolean exists(int database) {
    return databases.containsKey(database);
  }

  Map<Integer, Database> databases() {
    return databases;
  }

  Optional<Database> in(int database) {
    return Optional.ofNullable(databases.get(database));
  }

  void create(int database) {
    databases.put(database, new Database());
  }

  /** A database drop takes its semantic views with it (the cascade of PAI-SQL-05). */
  void drop(int database) {
    databases
        .remove(database)
        .semanticViews
        .keySet()
        .forEach(name -> gone(database, name, CASCADED));
  }

  Optional<Definition> semanticView(int database, String name) {
    return in(database).map(contents -> contents.semanticViews.get(name));
  }

  boolean hasSemanticView(int database, String name) {
    return semanticView(database, name).isPresent();
  }

  boolean hasSqlView(int database, String name) {
    return in(database).map(contents -> contents.sqlViews.contains(name)).orElse(false);
  }

  void store(int database, String name, Definition definition) {
    databases.get(database).semanticViews.put(name, definition);
    Optional.ofNullable(absences.get(database)).ifPresent(gone -> gone.remove(name));
  }

  void delete(int database, String name) {
    databases.get(database).semanticViews.remove(name);
    gone(database, name, DELETED);
  }

  /** An upsert refused because a SQL view holds the name: no semantic view may appear. */
  void refusedOverSqlView(int database, String name) {
    gone(database, name, CLASHED);
  }

  Absence absence(int database, String name) {
    return absences.getOrDefault(database, Map.of()).getOrDefault(name, NEVER_STORED);
  }

  private void gone(int database, String name, Absence why) {
    absences.computeIfAbsent(database, slot -> new HashMap<>()).put(name, why);
  }
}
